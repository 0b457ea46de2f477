"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useCallsOnDemand } from "@/lib/api-client/use-calls-on-demand";
import { Button } from "@/ui/button";
import { focusAnswer } from "@/ui/focus-after-answer";
import { bookingActionTexts as t } from "../booking-action-texts";
import type { Slot } from "../domain/calendar-rules";
import type { DealerTimeZone } from "../domain/dealer-time-zone";
import { rescheduleOpeningDay, timesWithCurrent } from "../domain/reschedule-day";
import { timeZoneTexts } from "../time-zone-texts";
import { bookingWhen } from "./booking-when";
import { dayNote } from "./day-note";
import { Field, inputClass } from "./field";

// The confirmation's actions call only when the owner acts: the API client and the scheduling
// operations, with their answer schemas, load on the first call, not with the page.
const loadSchedulingEndpoints = () => import("../endpoints");
const loadEndpoints = () => loadSchedulingEndpoints().then((module) => module.schedulingEndpoints);

/** The booking's own time, which a reschedule moves. */
export interface CurrentTime {
  startsAt: string;
  /** yyyy-mm-dd and HH:mm on the dealer's clock. */
  day: string;
  time: string;
  shift: Slot["shift"];
  consultantName: string;
}

/** The id of a free time's button, to bring the keyboard back to it. */
const slotButtonId = (slot: Slot) => `reschedule-${slot.consultantId}-${Date.parse(slot.startsAt)}`;

/** Reschedule to another free slot of the same dealer, or cancel before the visit starts. */
export function BookingActions({
  bookingId,
  dealerCode,
  timeZone,
  today,
  lastDay,
  current,
}: {
  bookingId: string;
  dealerCode: string;
  /** The dealer's clock, which its slots are offered on. */
  timeZone: DealerTimeZone;
  today: string;
  lastDay: string;
  current: CurrentTime;
}) {
  const call = useCallsOnDemand(loadEndpoints);
  const router = useRouter();
  const [mode, setMode] = useState<"none" | "reschedule" | "cancel">("none");
  const [date, setDate] = useState("");
  const [slots, setSlots] = useState<Slot[]>([]);
  // A tap on a slot only proposes it: the booking moves when the owner confirms the new time.
  const [proposed, setProposed] = useState<Slot | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [reason, setReason] = useState("");
  const status = useRef<HTMLParagraphElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);

  // Opening the cancellation puts the owner in its first field.
  useEffect(() => {
    if (mode === "cancel") document.getElementById("cancel-reason")?.focus();
  }, [mode]);
  // The proposed time takes the focus, so a keyboard user hears it and confirms or goes back.
  useEffect(() => {
    if (proposed) document.getElementById("reschedule-proposed")?.focus();
  }, [proposed]);

  const load = async (day: string, first: boolean) => {
    // The booking being moved does not fill its own shift: its other times are offered.
    let answer = await call("dayCalendar", {
      params: { dealerCode, date: day },
      query: { first: first ? "true" : undefined, moving: bookingId },
    });
    // Nothing free from the booked day to the horizon: the first free day from today, then.
    if (first && day !== today && answer.ok && answer.data.slots.length === 0) {
      answer = await call("dayCalendar", {
        params: { dealerCode, date: today },
        query: { first: "true", moving: bookingId },
      });
    }
    if (!answer.ok) return setNote(answer.error.message);
    setDate(answer.data.date);
    setSlots(answer.data.slots);
    setProposed(null);
    // The same words and rule as the wizard's slot step: a past day says so, not "no free slot".
    setNote(dayNote(answer.data));
  };

  // A second click while the first is on its way sends nothing: the buttons stay enabled, so the
  // keyboard's focus stays on them, and one change and one mail come of the first.
  const sending = useRef(false);
  const once = async <T,>(send: () => Promise<T>): Promise<T | undefined> => {
    if (sending.current) return undefined;
    sending.current = true;
    try {
      return await send();
    } finally {
      sending.current = false;
    }
  };

  const reschedule = async (slot: Slot) => {
    const answer = await once(() =>
      call("reschedule", {
        params: { id: bookingId },
        body: { consultantId: slot.consultantId, startsAt: slot.startsAt },
      }),
    );
    if (!answer) return;
    if (answer.ok) {
      // The slot buttons go away: the owner hears and stays on what happened.
      focusAnswer(() => {
        setProposed(null);
        setMode("none");
        setMessage(t.rescheduled);
      }, status);
      router.refresh();
      return;
    }
    // The confirming button has gone: the refusal is read where the keyboard now stands.
    focusAnswer(() => {
      setProposed(null);
      setMessage(answer.error.message);
    }, status);
    // A taken slot's refusal lists the free ones (the call above already loaded the module; a
    // refusal because it could not load lists none).
    const { details } = answer.error;
    const freeSlots = await loadSchedulingEndpoints()
      .then((module) => module.freeSlotsOf(details))
      .catch(() => undefined);
    if (freeSlots) setSlots(freeSlots);
  };

  const cancel = async () => {
    const answer = await once(() =>
      call("cancel", {
        params: { id: bookingId },
        query: { reason: reason.trim() || undefined },
      }),
    );
    if (!answer) return;
    setMessage(answer.ok ? t.cancelled : answer.error.message);
    if (answer.ok) {
      setMode("none");
      // These actions leave with the booking's future: the page's heading, now "cancelado", keeps
      // the focus.
      document.getElementById("booking-title")?.focus();
      router.refresh();
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <p role="status" ref={status} tabIndex={-1} className="font-semibold">
        {message ?? ""}
      </p>
      <div className="flex flex-wrap gap-4">
        <Button
          variant="secondary"
          aria-expanded={mode === "reschedule"}
          onClick={() => {
            // What the last action said is done with once another starts.
            setMessage(null);
            setMode(mode === "reschedule" ? "none" : "reschedule");
            // It opens on the booked day (or the first one with a free time after it), not on
            // today: the owner moves the visit they have, mostly by hours or a few days.
            if (mode !== "reschedule")
              void load(rescheduleOpeningDay(current.day, today, lastDay), true);
          }}
        >
          {t.reschedule}
        </Button>
        <Button
          ref={cancelButton}
          variant="secondary"
          aria-expanded={mode === "cancel"}
          onClick={() => {
            setMessage(null);
            setMode(mode === "cancel" ? "none" : "cancel");
          }}
        >
          {t.cancel}
        </Button>
      </div>
      {mode === "reschedule" && (
        <div className="flex flex-col gap-3">
          <p>
            {t.currentTime(
              bookingWhen(current.startsAt, timeZone),
              timeZone,
              current.consultantName,
            )}
          </p>
          <Field id="reschedule-date" label={t.date}>
            <input
              id="reschedule-date"
              type="date"
              className={inputClass}
              min={today}
              max={lastDay}
              value={date}
              onChange={(event) => {
                setDate(event.target.value);
                if (/^\d{4}-\d{2}-\d{2}$/.test(event.target.value))
                  void load(event.target.value, false);
              }}
            />
          </Field>
          <p className="text-sm text-muted">{timeZoneTexts.slotTimeZone(timeZone)}</p>
          {note && <p>{note}</p>}
          {proposed ? (
            <div className="flex flex-col gap-3 rounded-md bg-surface-alt p-4">
              <p id="reschedule-proposed" tabIndex={-1} className="font-semibold outline-none">
                {t.newTime(
                  bookingWhen(proposed.startsAt, timeZone),
                  timeZone,
                  proposed.consultantName,
                )}
              </p>
              <div className="flex flex-wrap gap-4">
                <Button onClick={() => void reschedule(proposed)}>{t.confirmNewTime}</Button>
                <Button
                  variant="secondary"
                  onClick={() =>
                    // Back on the time that was proposed, to go on from it in the list. A refusal
                    // may have replaced the list meanwhile, without it: then on the refusal.
                    focusAnswer(
                      () => setProposed(null),
                      [() => document.getElementById(slotButtonId(proposed)), status],
                    )
                  }
                >
                  {t.chooseAnother}
                </Button>
              </div>
            </div>
          ) : (
            <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {/* The booked time shows in its place on its day, named, and is not a choice. */}
              {timesWithCurrent(slots, date, current).map((entry) =>
                entry.current ? (
                  <li
                    key="current"
                    aria-current="true"
                    className="min-h-11 rounded-md border-2 border-dashed border-muted px-3 py-2"
                  >
                    {current.time} · {current.shift} · {current.consultantName} (
                    <strong>{t.currentTimeMark}</strong>)
                  </li>
                ) : (
                  <li key={`${entry.slot.startsAt}-${entry.slot.consultantId}`}>
                    <button
                      id={slotButtonId(entry.slot)}
                      type="button"
                      className="min-h-11 w-full rounded-md border border-brand px-3 py-2 text-left"
                      onClick={() => setProposed(entry.slot)}
                    >
                      {entry.slot.time} · {entry.slot.shift} · {entry.slot.consultantName}
                    </button>
                  </li>
                ),
              )}
            </ul>
          )}
        </div>
      )}
      {mode === "cancel" && (
        <div className="flex flex-col gap-3">
          <Field id="cancel-reason" label={t.cancelReason}>
            <input
              id="cancel-reason"
              className={inputClass}
              maxLength={300}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </Field>
          <div className="flex flex-wrap gap-4">
            <Button onClick={() => void cancel()}>{t.cancelConfirm}</Button>
            <Button
              variant="secondary"
              // Kept: the keyboard goes back to the button that opened the question.
              onClick={() => focusAnswer(() => setMode("none"), cancelButton)}
            >
              {t.keep}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
