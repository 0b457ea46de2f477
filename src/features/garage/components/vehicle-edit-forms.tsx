"use client";

import { useRouter } from "next/navigation";
import { useState, useSyncExternalStore, type FormEvent, type ReactNode } from "react";
import type { ApiResult } from "@/lib/api-client";
import { apiClientTexts } from "@/lib/api-client/texts";
import { useCallsOnDemand, type CallOnDemand } from "@/lib/api-client/use-calls-on-demand";
import { focusAnswer } from "@/ui/focus-after-answer";
import { useToast } from "@/ui/toast";
import { maskMileage, typedBelowLast } from "../domain/mileage";
import { maskRenavam } from "../domain/renavam-digits";
import { fieldTexts } from "../texts/fields";
import { garageActionTexts } from "../texts/garage-actions";
import { loadGarageEndpoints } from "./garage-calls";
import { TextField } from "@/ui/text-field";
import type { FieldCheck } from "./vehicle-edit-checks";

const f = fieldTexts;
const saveClass =
  "self-start rounded-full bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-accent aria-disabled:opacity-60";

// One field per form: a form library would cost the vehicle's view more than it gives. The rules
// (valibot, held to the API's zod schemas by form-schemas.test.ts) and the calls load on the
// first save, so the view's first JavaScript holds only these inputs.
const loadChecks = () => import("./vehicle-edit-checks");
type EditChecks = Awaited<ReturnType<typeof loadChecks>>;
type GarageCall = CallOnDemand<Awaited<ReturnType<typeof loadGarageEndpoints>>>;

/**
 * Checks a field, saves it, and shows the outcome in a toast; the field's message (the rule's,
 * or the API's refusal) is kept for the form to show under its input.
 */
function useFieldSave<T>(
  field: keyof typeof garageActionTexts.saved,
  checkInput: (checks: EditChecks, form: FormData) => FieldCheck<T>,
  send: (call: GarageCall, value: T) => Promise<ApiResult<unknown>>,
) {
  const call = useCallsOnDemand(loadGarageEndpoints);
  const router = useRouter();
  const { showToast } = useToast();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    // The refused field takes the focus, its message read with it.
    const refuse = (message: string) =>
      focusAnswer(() => setError(message), undefined, formElement);
    setBusy(true);
    try {
      const checks = await loadChecks().catch(() => undefined);
      // The rules could not load (the network gone, or a new release): said as a failed call is.
      if (!checks) return refuse(apiClientTexts.offline);
      const checked = checkInput(checks, form);
      if (!checked.ok) return refuse(checked.message);
      const answer = await send(call, checked.value);
      if (answer.ok) {
        // The field shows the value saved (a nickname without the spaces typed around it), not
        // the text typed: it is what the page shows once refreshed, and what the next save sends.
        (formElement.elements.namedItem(field) as HTMLInputElement).value = checked.shown;
        // The focus stays on "Salvar", which stayed enabled; the toast says the outcome.
        setError(undefined);
        showToast(garageActionTexts.saved[field], "success");
        router.refresh();
        return;
      }
      showToast(answer.error.message, "error");
      refuse(answer.error.fields[field] ?? answer.error.message);
    } finally {
      setBusy(false);
    }
  };
  // A message answers what was sent: once the owner changes the field it names, it no longer
  // applies. Ticking "confirm a lower reading" leaves it, as it is what the message asks for.
  const onEdit = (event: FormEvent<HTMLFormElement>) => {
    if ((event.target as HTMLInputElement).name === field) setError(undefined);
  };
  return { error, busy, onSubmit, onEdit };
}

const noSubscription = () => () => {};

function FieldForm({
  label,
  busy,
  onSubmit,
  onEdit,
  children,
}: {
  label: string;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onEdit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  // The server's form shows before this code arrives, and until then it is the browser's own:
  // "Salvar" (or Enter in the field) sent the field to the page's address as a plain GET, saved
  // nothing and left the view, so a save made as the page loaded was lost. It waits for the code.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={onSubmit}
      onInput={onEdit}
      className="flex flex-col gap-2"
    >
      {children}
      {/* `disabled` only until the code arrives, before any save could have focused it; not while
          saving: that would drop the keyboard's focus to the page's body. */}
      <button
        type="submit"
        disabled={!hydrated}
        aria-disabled={busy || undefined}
        className={`${saveClass} disabled:opacity-60`}
      >
        {garageActionTexts.save}
      </button>
    </form>
  );
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "");

export function NicknameForm({
  vehicleId,
  nickname,
}: {
  vehicleId: number;
  nickname: string | null;
}) {
  const { error, busy, onSubmit, onEdit } = useFieldSave(
    "nickname",
    (checks, form) => checks.checkNickname(text(form, "nickname")),
    (call, value) => call("nickname", { body: { vehicleId, nickname: value } }),
  );
  return (
    <FieldForm label={f.nickname} busy={busy} onSubmit={onSubmit} onEdit={onEdit}>
      <TextField
        announceError
        id="edit-nickname"
        name="nickname"
        label={f.nickname}
        defaultValue={nickname ?? ""}
        error={error}
      />
    </FieldForm>
  );
}

export function RenavamForm({ vehicleId, renavam }: { vehicleId: number; renavam: string | null }) {
  const { error, busy, onSubmit, onEdit } = useFieldSave(
    "renavam",
    (checks, form) => checks.checkRenavam(text(form, "renavam")),
    (call, value) => call("renavam", { body: { vehicleId, renavam: value } }),
  );
  return (
    <FieldForm label={f.renavam} busy={busy} onSubmit={onSubmit} onEdit={onEdit}>
      <TextField
        announceError
        id="edit-renavam"
        name="renavam"
        label={f.renavam}
        hint={f.renavamHint}
        defaultValue={renavam ?? ""}
        error={error}
        mask={maskRenavam}
        inputMode="numeric"
      />
    </FieldForm>
  );
}

export function MileageForm({ vehicleId, mileageKm }: { vehicleId: number; mileageKm: number }) {
  const [typed, setTyped] = useState(() => maskMileage(String(mileageKm)));
  const lower = typedBelowLast(typed, mileageKm);
  const { error, busy, onSubmit, onEdit } = useFieldSave(
    "mileageKm",
    (checks, form) =>
      checks.checkMileage(mileageKm, text(form, "mileageKm"), form.get("confirmLower") === "on"),
    (call, value) => call("mileage", { body: { vehicleId, ...value } }),
  );
  return (
    <FieldForm label={f.mileage} busy={busy} onSubmit={onSubmit} onEdit={onEdit}>
      <TextField
        announceError
        id="edit-mileage"
        name="mileageKm"
        label={f.mileage}
        defaultValue={typed}
        onValue={setTyped}
        error={error}
        mask={maskMileage}
        inputMode="numeric"
      />
      {lower ? (
        <label className="flex gap-2 text-sm">
          <input type="checkbox" name="confirmLower" />
          <span>{f.confirmLower}</span>
        </label>
      ) : null}
    </FieldForm>
  );
}
