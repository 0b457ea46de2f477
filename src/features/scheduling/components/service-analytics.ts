import { track, type FinancingItem } from "@/features/analytics";
import { wizardTexts } from "../wizard-texts";
import type { FlowType } from "../domain/flows";

interface TrackedService {
  code: string;
  name: string;
  price: number;
  itemListId: string;
}

/** A booked service in SPEC.md's item shape (id, brand, category, carName, variant, currency, price, creative_slot, list_id, list_name). */
export function serviceItem(
  service: TrackedService,
  modelName: string,
  flow: FlowType,
): FinancingItem {
  return {
    id: service.code,
    brand: "Volkswagen",
    category: "Serviços",
    carName: modelName,
    variant: service.name,
    currency: "BRL",
    price: service.price,
    creative_slot: flow,
    list_id: service.itemListId,
    list_name: wizardTexts.flows[flow],
  };
}

export function trackAddToCart(service: TrackedService, modelName: string, flow: FlowType) {
  track({
    event: "add_to_cart",
    currency: "BRL",
    value: service.price,
    items: [serviceItem(service, modelName, flow)],
  });
}
