"use client";

import { useEffect, useState } from "react";
import { useCallApi } from "@/lib/api-client";
import { schedulingEndpoints } from "../../endpoints";
import { schedulingTexts as t } from "../../texts";
import { priceWithOffers, staleServiceLines } from "../../domain/service-price";
import { reais } from "../money";
import { RefusalMessage } from "../refusal-message";
import { servicesLoad, type ServicesLoad } from "../services-load";
import { trackAddToCart } from "../service-analytics";
import type { StepProps } from "../wizard-types";

export function ServicesStep({ cart, dispatch, setup }: StepProps) {
  const callApi = useCallApi();
  const modelCode = cart.vehicle?.modelCode;
  const dealerCode = cart.dealer?.code;
  // "Tentar novamente" asks again; an answer counts only for the model, dealer and try it was for.
  const [attempt, setAttempt] = useState(0);
  const asked = `${modelCode}|${dealerCode}|${attempt}`;
  const [answer, setAnswer] = useState<{ asked: string; load: ServicesLoad } | null>(null);
  const load: ServicesLoad = answer?.asked === asked ? answer.load : { status: "loading" };
  const services = load.status === "ready" ? load.services : [];
  const offers = load.status === "ready" ? load.offers : [];

  useEffect(() => {
    if (!modelCode || !dealerCode) return;
    let live = true;
    void Promise.all([
      callApi(schedulingEndpoints.additionalServices, { query: { modelCode } }),
      callApi(schedulingEndpoints.serviceOffers, {
        params: { modelCodeId: modelCode, dealerCode },
      }),
    ]).then(([catalogue, offerList]) => {
      if (!live) return;
      setAnswer({ asked, load: servicesLoad(catalogue, offerList) });
      if (!catalogue.ok || !offerList.ok) return;
      // Lines ticked for another model or dealer follow this one: a service it is not offered
      // leaves the cart, and one whose price changed comes back at the new price.
      const stale = staleServiceLines(
        cart.services,
        catalogue.data.services,
        offerList.data.offers,
      );
      for (const itemListId of stale.remove) dispatch({ type: "removeService", itemListId });
      for (const service of stale.add) dispatch({ type: "addService", service });
    });
    return () => {
      live = false;
    };
    // Runs for each model, dealer and try; the cart is read as their catalogue arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [callApi, asked]);

  return (
    <fieldset className="flex flex-col gap-2" aria-busy={load.status === "loading"}>
      <legend className="mb-2 text-lg font-semibold">
        {t.servicesLegend[setup.flow] ?? t.servicesLegendOther}
      </legend>
      {load.status === "failed" && (
        <RefusalMessage message={load.message} onRetry={() => setAttempt((n) => n + 1)} />
      )}
      {services.map((service) => {
        const priced = priceWithOffers(service, offers);
        const inCart = cart.services.find((item) => item.code === service.code);
        return (
          <label
            key={service.code}
            className="flex items-start gap-3 rounded-md border border-surface-alt p-3"
          >
            <input
              type="checkbox"
              className="mt-1"
              checked={Boolean(inCart)}
              onChange={(event) => {
                if (!event.target.checked && inCart) {
                  dispatch({ type: "removeService", itemListId: inCart.itemListId });
                  return;
                }
                const item = {
                  code: service.code,
                  name: service.name,
                  serviceType: service.serviceType,
                  price: priced.price,
                  freeOffer: priced.freeOffer,
                };
                dispatch({ type: "addService", service: item });
                trackAddToCart(
                  { ...item, itemListId: `${item.code}-${cart.itemSequence + 1}` },
                  cart.vehicle?.modelName ?? "",
                  setup.flow,
                );
              }}
            />
            <span className="flex flex-1 flex-col">
              <span className="flex flex-wrap items-center gap-2 font-semibold">
                {service.name}
                {priced.badge && (
                  <span className="rounded-full bg-brand px-2 py-0.5 text-xs text-white">
                    {priced.badge.label}
                  </span>
                )}
              </span>
              <span className="text-sm text-muted">{service.description}</span>
              <span>
                {priced.freeOffer
                  ? t.free
                  : service.priceOnRequest
                    ? t.priceOnRequest
                    : reais(priced.price)}
                {!priced.freeOffer && !service.priceOnRequest && priced.price !== service.price && (
                  <span className="ml-2 text-sm text-muted line-through">
                    <span className="sr-only">{t.priceBeforeOffer} </span>
                    {reais(service.price)}
                  </span>
                )}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
