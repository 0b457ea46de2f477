"use client";

import { useEffect, useRef, useState } from "react";
import { useCallApi } from "@/lib/api-client";
import type { Slot } from "../../domain/calendar-rules";
import { dealerTimeZoneOf, type DealerTimeZone } from "../../domain/dealer-time-zone";
import { bookingHrefOf, freeSlotsOf, schedulingEndpoints, type DayCalendar } from "../../endpoints";
import { schedulingTexts as t } from "../../texts";
import { bookingDraft } from "../booking-draft";
import { dayNote } from "../day-note";
import { Field, inputClass } from "../field";
import { listedDay } from "../listed-day";
import { RefusalMessage } from "../refusal-message";
import type { LostSlot, PhotoUpload, StepProps } from "../wizard-types";

const slotId = (slot: Slot) => `horario-${slot.consultantId}-${slot.startsAt.replace(/\W/g, "")}`;

/** A hold's end on the dealer's clock, as the times of the list read. */
const clockTime = (holdExpiresAt: string, zone: DealerTimeZone) =>
  new Date(holdExpiresAt).toLocaleTimeString("pt-BR", {
    hour: "2-digit",
    minute: "2-digit",
    timeZone: zone,
  });

/** A hold's end on the dealer's clock, with the zone named. */
const heldUntil = (holdExpiresAt: string, zone: DealerTimeZone) =>
  `${clockTime(holdExpiresAt, zone)} (${t.zoneTime(zone)})`;

/** The same time and consultant, whichever way the server wrote the time. */
const slotKey = (slot: { startsAt: string; consultantId: number }) =>
  `${Date.parse(slot.startsAt)}|${slot.consultantId}`;

export function SlotStep({
  cart,
  dispatch,
  setup,
  photos,
  flow,
  onHold,
  lostSlot,
}: StepProps & {
  photos: PhotoUpload[];
  flow: StepProps["setup"]["flow"];
  onHold: (holdId: string | null) => void;
  lostSlot: LostSlot | null;
}) {
  const callApi = useCallApi();
  const chosenStart = cart.scheduleConfig?.startDate ?? lostSlot?.startDate;
  const [date, setDate] = useState(chosenStart ? chosenStart.slice(0, 10) : "");
  // A time lost at the confirmation opens on its day's free slots, as the refusal listed them.
  const [calendar, setCalendar] = useState<DayCalendar | null>(() =>
    lostSlot?.freeSlots && date
      ? {
          date,
          timeZone: dealerTimeZoneOf(cart.dealer?.stateCode ?? ""),
          closedReason: null,
          holiday: null,
          slots: lostSlot.freeSlots,
          ownHold: null,
        }
      : null,
  );
  const [message, setMessage] = useState<string | null>(null);
  // A day that could not be read: why, and the same question asked again.
  const [failure, setFailure] = useState<{ message: string; retry: () => void } | null>(null);
  // Why the chosen time is gone (lost at the confirmation, or its hold ended): an alert, heard
  // as the step opens, until another time is chosen.
  const [lost, setLost] = useState<string | null>(lostSlot?.message ?? null);
  const [existingHref, setExistingHref] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  // The radio shows the choice at once; a refused hold clears it.
  const [picked, setPicked] = useState<string | null>(null);
  // The held time also says so beside itself: on a phone the line above the list is screens away
  // from a time chosen low in it.
  const [held, setHeld] = useState<{ key: string; until: string } | null>(null);
  const dealerCode = cart.dealer?.code ?? "";
  // The dealer's clock: the calendar's answer names it; until it comes, the dealer's state does.
  const zone = calendar?.timeZone ?? dealerTimeZoneOf(cart.dealer?.stateCode ?? "");

  // Only the last day asked for is shown: a date typed while the first free day is still being
  // looked up must not be replaced by that older answer.
  const lastLoad = useRef(0);
  const load = async (
    day: string,
    first: boolean,
    retry: () => void,
  ): Promise<DayCalendar | undefined> => {
    const ticket = ++lastLoad.current;
    setFailure(null);
    const answer = await callApi(schedulingEndpoints.dayCalendar, {
      params: { dealerCode, date: day },
      // A signed-in owner's own hold is free for them: it shows, checked, among the times.
      query: { first: first ? "true" : undefined, ownHold: setup.loggedIn ? "true" : undefined },
    });
    if (ticket !== lastLoad.current) return undefined;
    if (!answer.ok) {
      setFailure({ message: answer.error.message, retry });
      return undefined;
    }
    setCalendar(answer.data);
    setDate(answer.data.date);
    return answer.data;
  };

  // The time in the cart (a reload, a step back) stays chosen while the owner's hold of it lives;
  // a hold gone (expired, released by another tab) or a visitor's time taken meanwhile is cleared,
  // and the owner told to choose again.
  const keepOrDropChosen = (day: DayCalendar) => {
    const chosen = cart.scheduleConfig;
    if (!chosen) return;
    const isChosen = (slot: { consultantId: number; startsAt: string }) =>
      slot.consultantId === chosen.consultantId &&
      Date.parse(slot.startsAt) === Date.parse(chosen.startDate);
    if (setup.loggedIn && day.ownHold && isChosen(day.ownHold)) {
      onHold(day.ownHold.id);
      setMessage(t.slotHeld(heldUntil(day.ownHold.holdExpiresAt, day.timeZone)));
      setHeld({
        key: slotKey(day.ownHold),
        until: clockTime(day.ownHold.holdExpiresAt, day.timeZone),
      });
      return;
    }
    if (!setup.loggedIn && day.slots.some(isChosen)) return;
    dispatch({ type: "setScheduleConfig", scheduleConfig: null });
    onHold(null);
    setLost(setup.loggedIn ? t.errors.holdExpired : t.errors.slotTaken);
  };

  useEffect(() => {
    if (!dealerCode) return;
    // A failed first look is asked again as it was, and still keeps or drops the chosen time.
    const open = () =>
      void load(date || setup.today, !date, open).then((day) => {
        if (day) keepOrDropChosen(day);
      });
    open();
    // Loads once for the dealer; later loads follow the owner's choices.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dealerCode]);

  const configOf = (slot: Slot) => ({
    consultantId: slot.consultantId,
    consultantName: slot.consultantName,
    consultantDocumentNumber: slot.consultantDocumentNumber,
    dealerCode,
    createDate: new Date().toISOString(),
    startDate: slot.startsAt,
    endDate: slot.endsAt,
    shift: slot.shift,
  });

  // Arrow keys move through the radios faster than a hold is answered. Every move is the owner's
  // latest choice; holds go one at a time, and only the answer for the latest choice counts, so
  // the slot held is the one checked and focused, never an earlier one answered late.
  const latestChoice = useRef<Slot | null>(null);
  const holding = useRef(false);
  const holdLatestChoice = async () => {
    holding.current = true;
    setBusy(true);
    try {
      for (let slot = latestChoice.current; slot; slot = latestChoice.current) {
        latestChoice.current = null;
        const answer = await callApi(schedulingEndpoints.hold, {
          body: bookingDraft(cart, flow, setup.origin, photos, slot),
        });
        if (latestChoice.current) continue;
        if (answer.ok) {
          dispatch({ type: "setScheduleConfig", scheduleConfig: configOf(slot) });
          onHold(answer.data.id);
          setMessage(t.slotHeld(heldUntil(answer.data.holdExpiresAt, answer.data.dealer.timeZone)));
          setHeld({
            key: slotKey(slot),
            until: clockTime(answer.data.holdExpiresAt, answer.data.dealer.timeZone),
          });
          continue;
        }
        setMessage(answer.error.message);
        setExistingHref(bookingHrefOf(answer.error.details));
        setPicked(null);
        const freeSlots = freeSlotsOf(answer.error.details);
        if (freeSlots && calendar) setCalendar({ ...calendar, slots: freeSlots });
      }
    } finally {
      holding.current = false;
      setBusy(false);
    }
  };

  const choose = (slot: Slot) => {
    setMessage(null);
    setHeld(null);
    setLost(null);
    setExistingHref(undefined);
    setPicked(`${slot.startsAt}|${slot.consultantId}`);
    if (!setup.loggedIn) {
      dispatch({ type: "setScheduleConfig", scheduleConfig: configOf(slot) });
      return;
    }
    latestChoice.current = slot;
    if (!holding.current) void holdLatestChoice();
  };

  // "Primeiro horário disponível" shows that time's day and puts the keyboard on the time: it is
  // heard with its consultant, Space takes it, the arrows move on. Taking it at once would hold a
  // slot the owner has not looked at yet.
  const [focusSlot, setFocusSlot] = useState<string | null>(null);
  // The first time there is, from the dealer's today: not from the date typed, which may be
  // later than a free time or beyond the 90 days where nothing can be found.
  const showFirstAvailable = async () => {
    const day = await load(setup.today, true, () => void showFirstAvailable());
    const first = day?.slots[0];
    if (first) setFocusSlot(slotId(first));
    else if (day) setMessage(t.noFreeSlotAhead);
  };
  useEffect(() => {
    if (!focusSlot) return;
    document.getElementById(focusSlot)?.focus();
    // A focus asked once: the next click asks again.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setFocusSlot(null);
  }, [focusSlot, calendar]);

  const listed = listedDay(calendar, date, failure !== null);
  const shifts = (["Manhã", "Tarde"] as const).map((shift) => ({
    shift,
    slots: listed?.slots.filter((slot) => slot.shift === shift) ?? [],
  }));
  const note = listed ? dayNote(listed) : null;
  const loadDay = (day: string) => void load(day, false, () => loadDay(day));

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-4">
        <Field id="slot-date" label={t.date}>
          <input
            id="slot-date"
            type="date"
            className={inputClass}
            min={setup.today}
            max={setup.lastDay}
            value={date}
            onChange={(event) => {
              setDate(event.target.value);
              if (/^\d{4}-\d{2}-\d{2}$/.test(event.target.value)) loadDay(event.target.value);
            }}
          />
        </Field>
        <button
          type="button"
          className="min-h-11 rounded-md border-2 border-brand px-4 font-semibold text-brand"
          onClick={() => void showFirstAvailable()}
        >
          {t.firstAvailable}
        </button>
      </div>
      {/* Dealers in Acre, Amazonas, Mato Grosso and a few more states keep other clocks than
          Brasília's: the times below are the dealer's own. */}
      <p className="text-sm text-muted">{t.slotTimeZone(zone)}</p>
      {lost && <RefusalMessage message={lost} />}
      {failure && <RefusalMessage message={failure.message} onRetry={failure.retry} />}
      <p
        aria-live="polite"
        className={message && !message.startsWith("Horário reservado") ? "text-danger" : ""}
      >
        {message ?? note ?? ""}
        {existingHref && message && (
          <>
            {" "}
            <a href={existingHref} className="font-semibold text-brand-accent underline">
              {t.seeExistingBooking}
            </a>
          </>
        )}
      </p>
      {shifts.map(({ shift, slots }) =>
        slots.length === 0 ? null : (
          // Never disabled while a hold is asked: disabling the focused radio drops focus to the
          // page body, and a keyboard user loses their place in the slot list.
          <fieldset key={shift} className="flex flex-col gap-2" aria-busy={busy}>
            <legend className="mb-2 font-semibold">
              {t.shift}: {shift}
            </legend>
            {/* Two to a row on a phone, the time first and its consultant under it: a day of
                times and consultants stays a few screens long, not a dozen. */}
            <div className="grid grid-cols-2 gap-2 lg:grid-cols-3">
              {slots.map((slot) => (
                <div
                  key={`${slot.startsAt}-${slot.consultantId}`}
                  className="flex flex-col gap-1 rounded-md border border-surface-alt p-2"
                >
                  <label className="flex items-start gap-2">
                    <input
                      className="mt-1.5"
                      id={slotId(slot)}
                      type="radio"
                      name="slot"
                      checked={
                        picked !== null
                          ? picked === `${slot.startsAt}|${slot.consultantId}`
                          : cart.scheduleConfig?.startDate === slot.startsAt &&
                            cart.scheduleConfig.consultantId === slot.consultantId
                      }
                      onChange={() => choose(slot)}
                    />
                    <span className="flex min-w-0 flex-col">
                      <span className="font-semibold">{slot.time}</span>
                      <span className="sr-only"> · </span>
                      <span className="text-sm wrap-break-word">
                        {t.consultant} {slot.consultantName}
                      </span>
                    </span>
                  </label>
                  {/* Heard already from the line above the list, which says it in full. */}
                  {held?.key === slotKey(slot) && (
                    <p aria-hidden="true" className="text-sm font-semibold text-success">
                      {t.slotHeldShort(held.until)}
                    </p>
                  )}
                </div>
              ))}
            </div>
          </fieldset>
        ),
      )}
    </div>
  );
}
