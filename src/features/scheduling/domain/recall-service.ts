import { schedulingTexts } from "../texts";
import type { ServiceInput } from "./booking-cart";

/** The code a recall campaign's repair is booked under: one per campaign, as any service's. */
export function recallServiceCode(campaign: string): string {
  return `RECALL-${campaign}`;
}

/** A recall campaign's free repair as a line of the booking cart (service type '4', no charge). */
export function recallService(campaign: string): ServiceInput {
  return {
    code: recallServiceCode(campaign),
    name: schedulingTexts.recallTitle(campaign),
    serviceType: "4",
    price: 0,
    freeOffer: true,
    recallCampaign: campaign,
  };
}
