import { describe, expect, it } from "vitest";
import { bookingCartReducer, emptyCart, type BookingCartAction } from "./booking-cart";
import { priceWithOffers, staleServiceLines } from "./service-price";

const pads = {
  code: "PASTILHAS",
  name: "Pastilhas de freio dianteiras",
  serviceType: "2",
  price: 469,
  priceOnRequest: false,
};
const bodywork = { ...pads, code: "FUNILARIA", name: "Funilaria", price: 0, priceOnRequest: true };
const injectors = { ...pads, code: "LIMPEZA-BICOS", name: "Limpeza dos bicos", price: 329 };
const badge = { code: "PROMO", label: "Promoção" };
const twentyOff = { serviceCode: "PASTILHAS", discountPercent: 20, freeOffer: false, badge };

describe("priceWithOffers", () => {
  it("takes the best discount, a free offer before any, and none on a price on request", () => {
    expect(priceWithOffers(pads, [])).toEqual({ price: 469, freeOffer: false, badge: null });
    expect(priceWithOffers(pads, [{ ...twentyOff, discountPercent: 10 }, twentyOff]).price).toBe(
      375.2,
    );
    expect(priceWithOffers(pads, [twentyOff, { ...twentyOff, freeOffer: true }])).toEqual({
      price: 0,
      freeOffer: true,
      badge,
    });
    expect(priceWithOffers(bodywork, [{ ...twentyOff, serviceCode: "FUNILARIA" }]).price).toBe(0);
  });
});

describe("staleServiceLines", () => {
  const cart = [
    { type: "addService", service: { ...pads, price: 375.2, freeOffer: false } },
    { type: "addService", service: { ...injectors, freeOffer: false } },
    { type: "addService", service: { ...bodywork, freeOffer: false } },
    {
      type: "addService",
      service: {
        code: "REVISAO-2",
        name: "2ª revisão",
        serviceType: "1",
        price: 890,
        freeOffer: false,
      },
    },
  ] satisfies BookingCartAction[];
  const lines = cart.reduce(bookingCartReducer, emptyCart).services;

  it("drops a line the new model is not offered and reprices one the new dealer prices apart", () => {
    const stale = staleServiceLines(lines, [pads, bodywork], []);
    expect(stale.remove).toEqual([lines[0]?.itemListId, lines[1]?.itemListId]);
    expect(stale.add).toEqual([
      { code: "PASTILHAS", name: pads.name, serviceType: "2", price: 469, freeOffer: false },
    ]);
  });

  it("leaves every line that still holds, and the revision, alone", () => {
    expect(staleServiceLines(lines, [pads, injectors, bodywork], [twentyOff])).toEqual({
      remove: [],
      add: [],
    });
  });
});
