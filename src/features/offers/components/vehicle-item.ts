import type { VehicleItem } from "@/features/analytics";
import type { OfferListItem } from "../domain/offer";

/** SPEC.md section 3: an offer as analytics sees it (price in reais). */
export function vehicleItemOf(offer: OfferListItem, index: number): VehicleItem {
  return {
    id: String(offer.id),
    category: offer.model.categoryName,
    carName: offer.model.name,
    version: offer.version.name,
    valuePer: offer.priceCents / 100,
    dealerCode: offer.dealer?.code ?? "",
    index,
  };
}
