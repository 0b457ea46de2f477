import type { VehicleItem } from "@/features/analytics";
import type { OfferListItem } from "../domain/offer";
import { centsToReais } from "@/lib/money";

/** SPEC.md section 3: an offer as analytics sees it (price in reais). */
export function vehicleItemOf(offer: OfferListItem, index: number): VehicleItem {
  return {
    id: String(offer.id),
    category: offer.model.categoryName,
    carName: offer.model.name,
    version: offer.version.name,
    valuePer: centsToReais(offer.priceCents),
    dealerCode: offer.dealer?.code ?? "",
    index,
  };
}
