"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { useCallApi } from "@/lib/api-client";
import { Button } from "@/ui/button";
import { contactSchema } from "../../domain/contact-schema";
import { bookingHrefOf, schedulingEndpoints } from "../../endpoints";
import { schedulingTexts as t } from "../../texts";
import { bookingDraft } from "../booking-draft";
import { CartSummary } from "../cart-summary";
import { Field, inputClass } from "../field";
import { LoginPrompt } from "../login-prompt";
import { lostSlotOf } from "../lost-slot";
import { RefusalMessage } from "../refusal-message";
import { forgetSavedBooking } from "../saved-booking";
import type { LostSlot, PhotoUpload, StepProps } from "../wizard-types";

type Errors = Partial<Record<"name" | "email" | "phone", string>>;

export function ReviewStep({
  cart,
  dispatch,
  setup,
  photos,
  flow,
  holdId,
  onSlotLost,
  saveCart,
}: StepProps & {
  photos: PhotoUpload[];
  flow: StepProps["setup"]["flow"];
  holdId: string | null;
  onSlotLost: (lost: Omit<LostSlot, "startDate">) => void;
  saveCart: () => void;
}) {
  const callApi = useCallApi();
  const router = useRouter();
  const idempotencyKey = useRef<string | null>(null);
  // What this booking already holds, else what Minha conta holds: the owner only checks it.
  const known = cart.contactData ?? setup.ownerContact;
  const [contact, setContact] = useState({
    name: known?.name ?? "",
    email: known?.email ?? "",
    phone: known?.phone ?? "",
    preference: known?.preference ?? (3 as 1 | 2 | 3),
  });
  // What the owner types is the booking's as they type it: "Voltar", the browser's Back or a
  // reload bring it back, not Minha conta's data in its place.
  const editContact = (next: typeof contact) => {
    setContact(next);
    dispatch({ type: "setContactData", contactData: next });
  };
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [failureHref, setFailureHref] = useState<string | undefined>(undefined);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    if (sending) return;
    const parsed = contactSchema.safeParse(contact);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Errors;
        next[key] ??= issue.message;
      }
      setErrors(next);
      // The owner lands on the first field to correct, in the form's order.
      const first = (["name", "email", "phone"] as const).find((key) => next[key]);
      if (first) document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    setErrors({});
    dispatch({ type: "setContactData", contactData: contact });
    setSending(true);
    setFailure(null);
    idempotencyKey.current ??= crypto.randomUUID();
    const answer = await callApi(schedulingEndpoints.confirm, {
      idempotencyKey: idempotencyKey.current,
      body: { ...bookingDraft(cart, flow, setup.origin, photos), contact, holdId },
    });
    setSending(false);
    if (answer.ok) {
      forgetSavedBooking();
      router.push(`/agendamento/servicos/confirmacao?id=${answer.data.id}`);
      return;
    }
    const { error } = answer;
    // Offline the key is kept, so a retry cannot book twice; a refused request frees its key.
    if (error.status !== 0) idempotencyKey.current = null;
    setFailure(error.status === 0 ? t.errors.generic : error.message);
    const existing = bookingHrefOf(error.details);
    setFailureHref(existing);
    // A lost time is told on the slot step, where another is chosen: this step is gone by then.
    const lost = lostSlotOf(error, holdId !== null, existing);
    if (lost) onSlotLost(lost);
  };

  const field = (
    key: "name" | "email" | "phone",
    label: string,
    type: string,
    autoComplete: string,
  ) => (
    <Field id={`contact-${key}`} label={label} error={errors[key]}>
      <input
        id={`contact-${key}`}
        type={type}
        autoComplete={autoComplete}
        className={inputClass}
        value={contact[key]}
        aria-invalid={Boolean(errors[key])}
        aria-describedby={errors[key] ? `contact-${key}-error` : undefined}
        onChange={(event) => editContact({ ...contact, [key]: event.target.value })}
      />
    </Field>
  );

  return (
    <div className="flex flex-col gap-6">
      <CartSummary cart={cart} flow={flow} photos={photos} />
      {!setup.loggedIn ? (
        <LoginPrompt
          returnTo="/agendamento/servicos?flow=schedule_resume"
          onBeforeLogin={saveCart}
        />
      ) : (
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <h3 className="text-lg font-semibold">{t.contact}</h3>
          {field("name", t.name, "text", "name")}
          {field("email", t.email, "email", "email")}
          {field("phone", t.phone, "tel", "tel")}
          <fieldset className="flex flex-wrap gap-4">
            <legend className="mb-2 font-semibold">{t.preference}</legend>
            {([1, 2, 3] as const).map((value) => (
              <label key={value} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="preference"
                  checked={contact.preference === value}
                  onChange={() => editContact({ ...contact, preference: value })}
                />
                {t.preferences[value]}
              </label>
            ))}
          </fieldset>
          {failure && <RefusalMessage message={failure} href={failureHref} />}
          {/* Not disabled while sending: a disabled button drops the keyboard's focus to the page,
              and a refusal then leaves the owner nowhere. A second press waits for the first. */}
          <Button
            type="submit"
            disabled={!cart.scheduleConfig}
            aria-disabled={sending}
            className="aria-disabled:cursor-progress aria-disabled:opacity-60"
          >
            {sending ? t.confirming : t.confirm}
          </Button>
        </form>
      )}
    </div>
  );
}
