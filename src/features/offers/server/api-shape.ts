import "server-only";
import type { z } from "zod";
import { defaultSearchLocation, type SearchLocation } from "@/features/location";
import type { locationQuerySchema, offerSchema } from "../contracts";
import type { OfferListItem } from "../domain/offer";
import type { OfferPage, SearchPoint } from "./offer-service";
import { centsToReais } from "@/lib/money";

/** Reshapes an offer into the calls' answer: prices in reais, the comparison fields flat. */
export function toApiOffer(offer: OfferListItem): z.input<typeof offerSchema> {
  return {
    id: offer.id,
    slug: offer.slug,
    kind: offer.kind,
    title: offer.title,
    model: offer.model.name,
    modelSlug: offer.model.slug,
    modelCode: offer.model.code,
    version: offer.version.name,
    versionCode: offer.version.code,
    modelYear: offer.version.modelYear,
    category: offer.model.categoryId,
    categoryName: offer.model.categoryName,
    carName: offer.model.name,
    buyType: offer.buyType,
    price: centsToReais(offer.priceCents),
    listPrice: centsToReais(offer.listPriceCents),
    financing: offer.financing
      ? {
          downPayment: centsToReais(offer.financing.downPaymentCents),
          installments: offer.financing.installments,
          installmentValue: centsToReais(offer.financing.installmentCents),
          monthlyRatePercent: offer.financing.monthlyRatePercent,
          cetMonthlyPercent: offer.financing.cetMonthlyPercent,
        }
      : null,
    conditions: offer.conditions,
    highlights: offer.highlights,
    segments: offer.segments,
    discountBand: offer.discountBand,
    coverage: offer.coverage,
    validFrom: offer.validFrom.toISOString(),
    validUntil: offer.validUntil.toISOString(),
    negotiationEnabled: offer.negotiationEnabled,
    campaign: offer.campaign,
    imgUrl: offer.model.imageUrl,
    imgAlt: offer.model.imageAlt,
    offerType: offer.kind,
    dealerName: offer.dealer?.name ?? null,
    dealer: offer.dealer,
    ...offer.comparison,
  };
}

/** The search point of a call: its parameters, else the whole country (SPEC.md default). */
export function pointFromQuery(query: z.output<typeof locationQuerySchema>): SearchPoint {
  return {
    latitude: query.lat ?? defaultSearchLocation.latitude,
    longitude: query.lng ?? defaultSearchLocation.longitude,
    state: query.state ?? defaultSearchLocation.state,
    city: query.city ?? defaultSearchLocation.city,
  };
}

export function pointFromLocation(location: SearchLocation): SearchPoint {
  return {
    latitude: location.latitude,
    longitude: location.longitude,
    state: location.state,
    city: location.city,
  };
}

const apiPages = new WeakMap<OfferPage, ReturnType<typeof reshapePage>>();

function reshapePage(result: OfferPage) {
  return {
    offers: result.items.map(toApiOffer),
    page: result.page,
    size: result.size,
    total: result.total,
    totalPages: result.totalPages,
  };
}

/** A page of offers as `byPage` answers it; the same page (searchOfferPage) is reshaped once. */
export function toApiOfferPage(result: OfferPage): ReturnType<typeof reshapePage> {
  let body = apiPages.get(result);
  if (!body) apiPages.set(result, (body = reshapePage(result)));
  return body;
}
