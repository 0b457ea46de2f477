"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useReducer, useRef, useState, type ReactNode } from "react";
import { Button } from "@/ui/button";
import {
  defaultRegisterMax,
  initialRegisterStepper,
  longRegisterMax,
  registerStepKind,
  registerStepOf,
  registerStepperReducer,
  registerStepText,
} from "../domain/register-stepper";
import { useCallsOnDemand } from "@/lib/api-client/use-calls-on-demand";
import { loadGarageEndpoints } from "./garage-calls";
import { afterRegistration } from "./garage-views";
import { vehicleStateTexts } from "../texts/vehicle-states";
import { registrationTexts } from "../texts/registration";
import { RegisterStepperHeader } from "./register-stepper-header";
import type { DealerOptionView, FoundVehicleView } from "./types";

import {
  DealerChooser,
  loadVehicleDetailsSave,
  prefetchVehicleCard,
  VehicleDetailsForm,
  VehicleSearchForm,
  VehicleSummary,
  VehicleToConfirm,
} from "./register-step-forms";
import type { VehicleDetails, VehicleDetailsInput } from "./vehicle-details-form";

interface RegisterStepperProps {
  ownerName: string;
  /** Etapa 1 "Dados pessoais": the owner's data, rendered on the server (read-only). */
  ownerData: ReactNode;
  initialStep: number;
  initialMax: number;
  isNewVehicle: boolean;
  /** The garage already holds a vehicle: the words speak to an owner adding one more. */
  hasVehicles: boolean;
  initialVehicle: FoundVehicleView | null;
  favouriteDealerId: number | null;
  nearbyDealers: DealerOptionView[];
  nearbyTitle: string;
  /** Where the owner was going when the registration was asked of them; the garage otherwise. */
  returnTo: string;
}

/** SPEC.md's register stepper: each step is kept on the server, so the owner resumes where they left. */
export function RegisterStepper(props: RegisterStepperProps) {
  const t = registrationTexts;
  const router = useRouter();
  const callApi = useCallsOnDemand(loadGarageEndpoints);
  const [state, dispatch] = useReducer(
    registerStepperReducer,
    initialRegisterStepper({
      step: props.initialStep,
      max: props.initialMax,
      isNewVehicle: props.isNewVehicle,
    }),
  );
  const [vehicle, setVehicle] = useState<FoundVehicleView | null>(props.initialVehicle);
  const [details, setDetails] = useState<{
    parsed: VehicleDetails;
    raw: VehicleDetailsInput;
  } | null>(null);
  const [dealerId, setDealerId] = useState<number | null>(props.favouriteDealerId);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Just asked: the answer replaces the "already asked" reminder, which would repeat it.
  const [transferSent, setTransferSent] = useState(false);
  const transferMessage = useRef<HTMLParagraphElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const kind = registerStepKind(state.step, state.max);
  // Found by its plate, a vehicle not yet the owner's comes without its chassi: whoever has its
  // document types it, and only the whole chassi adds it (decision 023).
  const vinHidden = vehicle !== null && vehicle.vin === null;
  const asksVin = vinHidden && vehicle?.standing !== "yours";
  const stepName = registerStepText(state.step, state.max, state.isNewVehicle);

  // Every move is saved, and focus goes to the new step's heading for keyboard and screen readers.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
    // A vehicle found by its plate is kept only once its chassi is known (decision 023): until
    // then the step is kept without it, and a later visit searches for it again.
    const named = vinHidden ? null : vehicle;
    void callApi("saveRegistrationStep", {
      body: {
        step: state.step,
        max: state.max,
        vehicleId: named?.id ?? null,
        ...(named?.vin ? { vin: named.vin } : {}),
      },
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- saved on step changes only
  }, [state.step, state.max]);

  useEffect(() => {
    if (kind === "registerVehicle") prefetchVehicleCard();
  }, [kind]);

  // The button that asked leaves the page with the request: focus goes to the answer instead.
  useEffect(() => {
    if (transferSent) transferMessage.current?.focus();
  }, [transferSent]);

  function goNext() {
    setMessage(null);
    dispatch({ type: "increase" });
  }

  function found(next: FoundVehicleView) {
    setVehicle(next);
    setMessage(null);
    setTransferSent(false);
    if (next.standing === "free") {
      dispatch({ type: "increase" });
    }
  }

  function searching() {
    setVehicle(null);
    setMessage(null);
    setTransferSent(false);
  }

  async function requestTransfer() {
    if (!vehicle) return;
    setBusy(true);
    const answer = await callApi("requestTransfer", {
      // Someone else's vehicle found by its plate comes without its chassi: the plate names it.
      body: {
        vehicleId: vehicle.id,
        vin:
          vehicle.standing === "elsewhere" && vehicle.plate ? vehicle.plate : (vehicle.vin ?? ""),
      },
    });
    setBusy(false);
    if (answer.ok) {
      setVehicle({ ...vehicle, transferPending: true });
      setMessage(null);
      setTransferSent(true);
    } else setMessage(answer.error.message);
  }

  /**
   * Adds the vehicle, with the chassi typed when it was found with it hidden. Answers the chassi
   * field's refusal: one that is not this plate's is the same 404 as an unknown vehicle.
   */
  async function confirmVehicle(vin = vehicle?.vin ?? ""): Promise<"mismatch" | undefined> {
    if (!vehicle) return undefined;
    setMessage(null);
    setBusy(true);
    let known = vehicle;
    // A vehicle already in the garage (a transfer accepted mid-registration) is the registration's
    // vehicle as it stands: adding it again would only be refused.
    if (vehicle.standing !== "yours") {
      const added = await callApi("addVehicle", { body: { vehicleId: vehicle.id, vin } });
      if (!added.ok) {
        setBusy(false);
        // A chassi that is not this plate's is the same 404 as an unknown vehicle: it is told
        // beside the field where it was typed.
        if (asksVin && added.error.status === 404) return "mismatch";
        setMessage(added.error.message);
        return undefined;
      }
      // Its chassi and last reading are the owner's now: the later steps name the vehicle by
      // them, and "Completar informações" checks a reading against the last one.
      known = { ...vehicle, ...added.data.vehicle };
    }
    const failure = await (await loadVehicleDetailsSave())(callApi, vehicle.id, details?.parsed);
    setBusy(false);
    setVehicle({ ...known, standing: "yours" });
    const fixAt = registerStepOf("completeInformation", state.max);
    if (failure && !failure.ok && fixAt > 0) {
      // The vehicle is in the garage; what was refused (a RENAVAM of another vehicle) is fixed
      // where it was typed, not read at the dealer step with no field to fix it in.
      setMessage(failure.error.message);
      dispatch({ type: "jump", step: fixAt });
      return undefined;
    }
    dispatch({ type: "increase" });
    return undefined;
  }

  async function finish() {
    setBusy(true);
    const answer = await callApi("completeRegistration", {});
    if (!answer.ok) {
      setBusy(false);
      setMessage(answer.error.message);
      return;
    }
    router.push(afterRegistration(props.returnTo));
    router.refresh();
  }

  // An owner whose vehicle the registry does not have, or who has none yet, still concludes: the
  // garage takes a vehicle later, and a booking takes one typed in.
  function concludeWithoutVehicle() {
    setVehicle(null);
    setDetails(null);
    setMessage(null);
    setTransferSent(false);
    dispatch({ type: "jump", step: state.max });
  }

  function back() {
    setMessage(null);
    // Without a vehicle there is nothing to confirm: back goes to the search.
    if (kind === "dealer" && !vehicle) {
      dispatch({ type: "jump", step: registerStepOf("registerVehicle", state.max) });
    } else dispatch({ type: "decrease" });
  }

  const withoutVehicle = state.isNewVehicle ? null : (
    <div className="flex flex-col items-start gap-2 rounded-lg border border-line p-4">
      <h3 className="font-semibold">{t.withoutVehicleTitle}</h3>
      <p className="text-sm">{t.withoutVehicleText}</p>
      <Button variant="secondary" onClick={concludeWithoutVehicle}>
        {t.withoutVehicle}
      </Button>
    </div>
  );

  function restart() {
    setVehicle(null);
    setDetails(null);
    setMessage(null);
    setTransferSent(false);
    dispatch({ type: "reset" });
  }

  return (
    <section aria-labelledby="register-step-title" className="flex flex-col gap-6">
      <RegisterStepperHeader step={state.step} max={state.max} isNewVehicle={state.isNewVehicle} />
      <h2
        id="register-step-title"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold text-brand outline-none"
      >
        {stepName}
      </h2>

      {kind === "start" ? (
        <div className="flex flex-col gap-4">
          <p>{state.isNewVehicle ? t.addIntro : t.personalIntro(props.ownerName)}</p>
          {state.isNewVehicle ? null : props.ownerData}
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 font-semibold">{t.pathQuestion}</legend>
            {[
              { max: defaultRegisterMax, label: t.quickPath, hint: t.quickPathHint },
              { max: longRegisterMax, label: t.longPath, hint: t.longPathHint },
            ].map((option) => (
              <label
                key={option.max}
                className="flex cursor-pointer gap-3 rounded-lg border border-line p-3"
              >
                <input
                  type="radio"
                  name="register-path"
                  checked={state.max === option.max}
                  onChange={() => dispatch({ type: "setMax", max: option.max })}
                  aria-describedby={`path-hint-${option.max}`}
                />
                <span>
                  <span className="block font-semibold">{option.label}</span>
                  <span id={`path-hint-${option.max}`} className="block text-sm text-muted">
                    {option.hint}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <Button onClick={goNext}>{t.next}</Button>
        </div>
      ) : null}

      {kind === "noVehicle" ? (
        <div className="flex flex-col gap-4">
          <h3 className="text-lg font-bold">
            {props.hasVehicles ? t.findDataTitle : t.noVehicleTitle}
          </h3>
          <p>{t.noVehicleText}</p>
          <Button onClick={goNext}>{t.next}</Button>
          {withoutVehicle}
        </div>
      ) : null}

      {kind === "registerVehicle" ? (
        <div className="flex flex-col gap-4">
          <VehicleSearchForm onFound={found} onSearch={searching} />
          {vehicle && vehicle.standing !== "free" ? (
            <div
              role="status"
              className="flex flex-col gap-3 rounded-lg border-l-4 border-brand bg-surface-alt p-4"
            >
              <VehicleSummary vehicle={vehicle} />
              {vehicle.standing === "yours" ? (
                <p>{state.isNewVehicle ? vehicleStateTexts.alreadyYours : t.alreadyYoursGoOn}</p>
              ) : (
                <>
                  <p ref={transferMessage} tabIndex={-1} className="outline-none">
                    {!vehicle.transferPending
                      ? vehicleStateTexts.inAnotherGarage
                      : transferSent
                        ? t.transferSent
                        : vehicleStateTexts.transferPending}
                  </p>
                  {vehicle.transferPending ? null : (
                    <Button variant="secondary" onClick={requestTransfer} disabled={busy}>
                      {t.transferAsk}
                    </Button>
                  )}
                </>
              )}
            </div>
          ) : null}
          {vehicle?.standing === "free" ||
          (vehicle?.standing === "yours" && !state.isNewVehicle) ? (
            <Button onClick={goNext}>{t.next}</Button>
          ) : null}
          {vehicle?.standing === "free" ? null : withoutVehicle}
        </div>
      ) : null}

      {kind === "completeInformation" ? (
        <div className="flex flex-col gap-4">
          <p>{t.completeIntro}</p>
          <VehicleDetailsForm
            initial={
              details?.raw ?? { nickname: "", renavam: "", mileageKm: "", confirmLower: false }
            }
            lastMileageKm={vehicle?.mileageKm ?? 0}
            onDone={(parsed, raw) => {
              setDetails({ parsed, raw });
              goNext();
            }}
          />
        </div>
      ) : null}

      {kind === "confirmVehicle" ? (
        vehicle ? (
          <VehicleToConfirm
            key={vehicle.id}
            intro={t.confirmIntro}
            vehicle={vehicle}
            asksVin={asksVin}
            onConfirm={confirmVehicle}
          >
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={busy}>
                {t.confirm}
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  setVehicle(null);
                  dispatch({ type: "decrease" });
                  if (state.max === longRegisterMax) dispatch({ type: "decrease" });
                }}
              >
                {t.notMine}
              </Button>
            </div>
          </VehicleToConfirm>
        ) : (
          <div className="flex flex-col gap-4">
            <p>{vehicleStateTexts.registrationVehicle}</p>
            <Button onClick={() => dispatch({ type: "decrease" })}>{t.back}</Button>
          </div>
        )
      ) : null}

      {kind === "dealer" ? (
        <div className="flex flex-col gap-4">
          <p>{t.dealerIntro}</p>
          <DealerChooser
            nearby={props.nearbyDealers}
            nearbyTitle={props.nearbyTitle}
            currentDealerId={dealerId}
            onChosen={setDealerId}
          />
          <Button onClick={finish} disabled={busy || dealerId === null}>
            {t.finish}
          </Button>
        </div>
      ) : null}

      {message ? (
        <p role="alert" className="rounded border-l-4 border-brand bg-surface-alt p-3">
          {message}
        </p>
      ) : null}

      <div className="flex flex-wrap gap-3 border-t border-line pt-4">
        {state.step === 1 && props.hasVehicles && state.isNewVehicle ? (
          // Adding one more vehicle is optional: its first step leads back to the garage.
          <Link
            href="/garagem"
            className="rounded-full px-4 py-2 font-semibold text-brand underline"
          >
            {t.cancel}
          </Link>
        ) : (
          <button
            type="button"
            onClick={back}
            disabled={state.step === 1}
            className="rounded-full px-4 py-2 font-semibold text-brand underline disabled:opacity-50"
          >
            {t.back}
          </button>
        )}
        <button
          type="button"
          onClick={restart}
          className="rounded-full px-4 py-2 font-semibold text-brand underline"
        >
          {t.restart}
        </button>
      </div>
    </section>
  );
}
