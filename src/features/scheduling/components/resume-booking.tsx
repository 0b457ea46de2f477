"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { Spinner } from "@/ui/spinner";
import { resumeBookingTexts as t } from "../resume-booking-texts";
import { wizardWords } from "../wizard-texts";
import {
  readSavedBooking,
  readSavedPhotos,
  replayed,
  withGarageVehicleNow,
} from "./saved-booking-replay";
import type { SavedBooking } from "./saved-booking";
import { SchedulingWizard } from "./scheduling-wizard";
import type { WizardSetup } from "./wizard-types";

/**
 * `flow=schedule_resume`: the booking saved in this tab, at its review. A booking can be resumed
 * once it holds a time (the review confirms that time); a problem report has no service, so the
 * services cannot tell. Until the saved cart is read the spinner shows: a review of an empty cart
 * would let "Entrar para agendar" save it over the booking.
 */
export function ResumeBooking({ setup }: { setup: WizardSetup }) {
  // undefined while the browser's storage is not read yet; null when there is nothing to resume.
  const [resumed, setResumed] = useState<SavedBooking | null>();

  useEffect(() => {
    const saved = readSavedBooking();
    const cart = saved ? withGarageVehicleNow(replayed(saved.cart), setup.myVehicles) : null;
    // sessionStorage exists only in the browser, after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setResumed(
      saved && cart?.scheduleConfig ? { flow: saved.flow, cart, photos: readSavedPhotos() } : null,
    );
  }, [setup.myVehicles]);

  if (resumed === undefined) return <Spinner />;
  if (resumed === null) {
    return (
      <p>
        {t.noBookingInProgress}{" "}
        <Link href="/agendamento/servicos" className="font-semibold text-brand-accent underline">
          {t.homeTitle}
        </Link>
        .
      </p>
    );
  }
  return (
    <SchedulingWizard
      setup={setup}
      words={wizardWords(setup.flow, resumed.flow)}
      resumed={resumed}
    />
  );
}
