import "server-only";
import { BookingRuleError, ServiceNotOfferedError } from "../domain/errors";
import type { BookedService } from "@/db/schema";
import { computePriceOnRequest } from "../domain/booking-cart";
import { recallServiceCode } from "../domain/recall-service";
import type { BookingDraft } from "../domain/booking-schema";
import { schedulingTexts } from "../texts";
import {
  additionalServiceName,
  applyOffer,
  detailedRevision,
  listAdditionalServices,
  serviceOffersFor,
  type ModelRow,
} from "./catalogue";
import { centsToReais, reaisToCents } from "@/lib/money";

const t = schedulingTexts.errors;

/**
 * The services of a booking priced by the server from the catalogue (never from the client): the
 * revision at the dealer region's fixed price, extras after offers, recall free, diagnosis on request.
 */
export async function priceBooking(
  draft: BookingDraft,
  model: ModelRow,
  dealer: { code: string; stateCode: string },
  today: string,
): Promise<{ services: BookedService[]; totalCents: number; priceOnRequest: boolean }> {
  const services: BookedService[] = [];
  let sequence = 0;
  const push = (service: Omit<BookedService, "itemListId">) => {
    sequence += 1;
    services.push({ ...service, itemListId: `${service.code}-${sequence}` });
  };

  if (draft.flowType === "correction_revision") throw new BookingRuleError(t.flow);
  if (
    draft.flowType === "periodic_revision" ||
    (draft.flowType === "schedule_resume" && draft.revisionNumber)
  ) {
    if (!draft.revisionNumber) throw new BookingRuleError(t.revisionNumber, "revisionNumber");
    const revision = await detailedRevision(model.code, dealer.stateCode, draft.revisionNumber);
    push({
      code: `REVISAO-${revision.revisionNumber}`,
      name: schedulingTexts.revisionTitle(revision.revisionNumber),
      serviceType: "1",
      priceCents: reaisToCents(revision.price),
      freeOffer: false,
      mandatoryItems: [
        ...revision.mandatoryItems.map((item) => ({
          description: item.description,
          priceCents: reaisToCents(item.price),
        })),
        { description: schedulingTexts.labour, priceCents: reaisToCents(revision.labourPrice) },
      ],
    });
  }
  if (
    draft.flowType === "recall" ||
    (draft.flowType === "schedule_resume" && draft.recallCampaign)
  ) {
    if (!draft.recallCampaign) throw new BookingRuleError(t.recall, "recallCampaign");
    push({
      code: recallServiceCode(draft.recallCampaign),
      name: schedulingTexts.recallTitle(draft.recallCampaign),
      serviceType: "4",
      priceCents: 0,
      freeOffer: true,
      recallCampaign: draft.recallCampaign,
    });
  }
  const catalogue = await listAdditionalServices(model.code);
  if (draft.flowType === "report_inconvenience") {
    if (!draft.additionalInformation || draft.additionalInformation.trim().length < 10) {
      throw new BookingRuleError(t.inconvenience, "additionalInformation");
    }
    const diagnosis = catalogue.find((service) => service.serviceType === "3");
    if (diagnosis) {
      push({
        code: diagnosis.code,
        name: diagnosis.name,
        serviceType: "3",
        priceCents: 0,
        freeOffer: false,
      });
    }
  }
  if (draft.serviceCodes.length > 0) {
    const offers = await serviceOffersFor(model.code, dealer.code, today);
    for (const code of new Set(draft.serviceCodes)) {
      const found = catalogue.find(
        (service) => service.code === code && service.serviceType === "2",
      );
      if (!found) {
        throw new ServiceNotOfferedError((await additionalServiceName(code)) ?? code);
      }
      const priced = applyOffer(found, offers);
      push({
        code: priced.code,
        name: priced.name,
        serviceType: priced.serviceType,
        priceCents: reaisToCents(priced.price),
        freeOffer: priced.freeOffer,
      });
    }
  }
  if (services.length === 0) throw new BookingRuleError(t.noService, "serviceCodes");
  return {
    services,
    totalCents: services.reduce((sum, service) => sum + service.priceCents, 0),
    priceOnRequest: computePriceOnRequest(
      services.map((service) => ({
        code: service.code,
        name: service.name,
        serviceType: service.serviceType,
        freeOffer: service.freeOffer,
        price: centsToReais(service.priceCents),
      })),
    ),
  };
}
