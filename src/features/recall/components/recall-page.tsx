import type { VehicleRecallStatus, VinCheck } from "../domain/recall-status";
import type { CampaignDetails } from "../server/recall-service";
import { recallTexts } from "../texts";
import type { BookedRepair } from "./campaign-card";
import { CampaignList } from "./campaign-list";
import { HowToCheck } from "./how-to-check";
import { VehicleRecallResult } from "./vehicle-recall-result";
import { VinForm } from "./vin-form";
import { FocusOnArrival } from "@/ui/focus-on-arrival";

// The look-up is a GET form: its answer arrives as a new page, focused at its top. The keyboard
// and screen readers start at the answer instead, or at the field that was refused.
const resultHeadingId = "resultado-recall";

interface RecallPageProps {
  /** feature_flag_feature_recall: off, the page lists campaigns and how to check (decision 027). */
  lookupEnabled: boolean;
  check: VinCheck;
  /** The logged-in owner's vehicles, or null for a visitor. */
  ownerVehicles: VehicleRecallStatus[] | null;
  /**
   * The owner's visits still to come that repair a campaign, by vehicle id and campaign number:
   * those campaigns lead to the visit, not to a second booking the wizard would refuse.
   */
  bookedRepairs?: Partial<Record<number, Partial<Record<string, BookedRepair>>>>;
  campaigns: CampaignDetails[];
}

export function RecallPage({
  lookupEnabled,
  check,
  ownerVehicles,
  bookedRepairs = {},
  campaigns,
}: RecallPageProps) {
  const typed =
    check.kind === "invalid"
      ? check.value
      : check.kind === "notFound"
        ? check.vin
        : check.kind === "found"
          ? check.status.vehicle.vin
          : "";
  return (
    <div className="page-gutter mx-auto max-w-(--container-page) py-8">
      <h1 className="text-3xl font-bold text-brand">{recallTexts.title}</h1>
      <p className="mt-2 max-w-3xl text-muted">
        {recallTexts.intro}
        {lookupEnabled ? ` ${recallTexts.lookupIntro}` : null}
      </p>

      {lookupEnabled && ownerVehicles ? (
        <section aria-labelledby="seus-veiculos" className="mt-8">
          <h2 id="seus-veiculos" className="text-2xl font-bold text-brand">
            {recallTexts.owner.heading}
          </h2>
          <p className="mt-1 text-muted">
            {ownerVehicles.length > 0 ? recallTexts.owner.intro : recallTexts.owner.none}
          </p>
          <ul className="mt-4 space-y-8">
            {ownerVehicles.map((status) => (
              <li key={status.vehicle.id}>
                <VehicleRecallResult
                  status={status}
                  level={3}
                  owned
                  booked={bookedRepairs[status.vehicle.id]}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {lookupEnabled ? (
        <>
          <div className="mt-8">
            <VinForm value={typed} error={check.kind === "invalid" ? check.message : undefined} />
          </div>
          {check.kind === "idle" ? null : (
            <FocusOnArrival
              id={check.kind === "invalid" ? "chassi" : resultHeadingId}
              when="unfocused"
            />
          )}
          <div aria-live="polite" className="mt-8">
            {check.kind === "found" ? (
              // A chassi typed that is one of the owner's cars shows its booked repairs too.
              <VehicleRecallResult
                status={check.status}
                level={2}
                booked={bookedRepairs[check.status.vehicle.id]}
                headingId={resultHeadingId}
              />
            ) : null}
            {check.kind === "notFound" ? (
              <div className="rounded-lg border-l-4 border-muted bg-surface-alt p-5">
                <h2 id={resultHeadingId} tabIndex={-1} className="text-2xl font-bold text-ink">
                  {recallTexts.result.notFound}
                </h2>
                {recallTexts.result.notFoundGuidance.map((paragraph) => (
                  <p key={paragraph} className="mt-2 text-ink">
                    {paragraph}
                  </p>
                ))}
              </div>
            ) : null}
          </div>
        </>
      ) : (
        <HowToCheck />
      )}

      <CampaignList campaigns={campaigns} />
    </div>
  );
}
