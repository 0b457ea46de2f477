import Link from "next/link";
import { recallSchedulingHref } from "../domain/scheduling-link";
import { formatIsoDate, formatRepairTime, type RecallCampaign } from "../domain/recall-status";
import { recallTexts } from "../texts";

const texts = recallTexts.campaign;

interface CampaignCardProps {
  campaign: RecallCampaign;
  heading: "h3" | "h4";
  /** With a vehicle, the card offers to book the repair for it. */
  vehicle?: { vin: string; id?: number };
  /** A visit of the owner's still to come that repairs it: the card leads to it instead. */
  booked?: BookedRepair;
  children?: React.ReactNode;
}

/** When and where to see the owner's visit that repairs a campaign. */
export interface BookedRepair {
  when: string;
  href: string;
}

export function CampaignCard({
  campaign,
  heading: Heading,
  vehicle,
  booked,
  children,
}: CampaignCardProps) {
  return (
    <article className="rounded-lg border-l-4 border-danger bg-white p-5 shadow-sm">
      <p className="text-sm font-semibold text-muted">{texts.number(campaign.number)}</p>
      <Heading className="mt-1 text-lg font-bold text-brand">{campaign.title}</Heading>
      <dl className="mt-3 grid gap-3 text-ink sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold">{texts.risk}</dt>
        <dd>{campaign.risk}</dd>
        <dt className="font-semibold">{texts.remedy}</dt>
        <dd>{campaign.remedy}</dd>
        <dt className="font-semibold">{texts.repairTime}</dt>
        <dd>{formatRepairTime(campaign.repairMinutes)}</dd>
        <dt className="font-semibold">{texts.startsOn}</dt>
        <dd>{formatIsoDate(campaign.startsOn)}</dd>
        {children}
      </dl>
      {booked ? (
        // Booked, not yet repaired: the campaign stays open, and the visit is the way on.
        <p className="mt-4 flex flex-col gap-1">
          <span>{texts.bookedFor(booked.when)}</span>
          <Link
            href={booked.href}
            aria-label={texts.seeBookingLabel(campaign.number)}
            className="self-start font-semibold text-brand underline"
          >
            {texts.seeBooking}
          </Link>
        </p>
      ) : vehicle ? (
        // A plain link: the scheduling flow is a page of its own, not prefetched from here.
        <a
          href={recallSchedulingHref({
            campaignNumber: campaign.number,
            vin: vehicle.vin,
            vehicleId: vehicle.id,
          })}
          aria-label={texts.scheduleLabel(campaign.number)}
          className="mt-4 inline-flex h-(--height-cta) min-w-(--width-cta) items-center justify-center rounded-(--radius-cta) bg-brand px-6 font-semibold whitespace-nowrap text-white hover:bg-brand-accent"
        >
          {texts.schedule}
        </a>
      ) : null}
    </article>
  );
}
