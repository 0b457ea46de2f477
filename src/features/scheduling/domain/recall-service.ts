import { schedulingTexts } from "../texts";
import type { ServiceInput } from "./booking-cart";

/** A recall campaign's free repair as a line of the booking cart (service type '4', no charge). */
export function recallService(campaign: string): ServiceInput {
  return {
    code: `RECALL-${campaign}`,
    name: schedulingTexts.recallTitle(campaign),
    serviceType: "4",
    price: 0,
    freeOffer: true,
    recallCampaign: campaign,
  };
}
