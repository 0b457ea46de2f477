import { formatIsoDate, type VehicleRecallStatus } from "../domain/recall-status";
import { recallTexts } from "../texts";
import { CampaignCard, type BookedRepair } from "./campaign-card";

const texts = recallTexts.result;

interface VehicleRecallResultProps {
  status: VehicleRecallStatus;
  /** Headings sit one level below the section that holds the result. */
  level: 2 | 3;
  /** A garage vehicle is booked by its id as well as its VIN. */
  owned?: boolean;
  /** The campaigns a visit of the owner's still to come repairs, by campaign number. */
  booked?: Partial<Record<string, BookedRepair>>;
  /** Names the heading, for the look-up's answer to take the focus as the page arrives. */
  headingId?: string;
}

export function VehicleRecallResult({
  status,
  level,
  owned = false,
  booked = {},
  headingId,
}: VehicleRecallResultProps) {
  const { vehicle, open, completed } = status;
  const Heading = level === 2 ? "h2" : "h3";
  const Sub = level === 2 ? "h3" : "h4";
  return (
    <div className="space-y-4">
      <div>
        <Heading
          id={headingId}
          tabIndex={headingId ? -1 : undefined}
          className={`text-2xl font-bold ${open.length === 0 ? "text-success" : "text-danger"}`}
        >
          {open.length === 0 ? texts.noneOpen : texts.openCount(open.length)}
        </Heading>
        <p className="mt-1 text-ink wrap-anywhere">
          {vehicle.nickname ? `${vehicle.nickname} · ` : ""}
          {texts.vehicle(vehicle.model, vehicle.version, vehicle.modelYear)} · {vehicle.color}
        </p>
        <p className="text-sm text-muted">
          {texts.vinLabel}: <span className="font-mono whitespace-nowrap">{vehicle.vin}</span>
        </p>
        {open.length === 0 ? <p className="mt-2 text-ink">{texts.noneOpenDetail}</p> : null}
      </div>
      {open.map((campaign) => (
        <CampaignCard
          key={campaign.number}
          campaign={campaign}
          heading={Sub}
          vehicle={{ vin: vehicle.vin, id: owned ? vehicle.id : undefined }}
          booked={booked[campaign.number]}
        />
      ))}
      {completed.length > 0 ? (
        <div>
          <Sub className="text-lg font-bold text-brand">{texts.completedHeading}</Sub>
          <ul className="mt-2 space-y-2">
            {completed.map((campaign) => (
              <li key={campaign.number} className="rounded-lg bg-surface-alt p-4">
                <p className="font-semibold text-ink">
                  {recallTexts.campaign.number(campaign.number)}: {campaign.title}
                </p>
                <p className="text-sm text-muted">
                  {texts.completedOn(
                    formatIsoDate(campaign.repair.repairedOn),
                    `${campaign.repair.dealer.name} (${campaign.repair.dealer.city} - ${campaign.repair.dealer.stateCode})`,
                  )}
                </p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
