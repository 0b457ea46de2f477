"use client";

import { useEffect, useState } from "react";
import { useCallApi } from "@/lib/api-client";
import { schedulingEndpoints, type RevisionDetail } from "../../endpoints";
import { suggestedRevision } from "../revision-suggestion";
import { schedulingTexts as t } from "../../texts";
import { bookedRevision } from "../booked-revision";
import { Field, inputClass } from "../field";
import { RefusalMessage } from "../refusal-message";
import { reais } from "../money";
import { trackAddToCart } from "../service-analytics";
import type { StepProps } from "../wizard-types";

export function RevisionStep({ cart, dispatch, setup }: StepProps) {
  const callApi = useCallApi();
  const suggested =
    setup.revisionNumber ??
    (cart.vehicle
      ? suggestedRevision(
          cart.vehicle,
          cart.mileage ?? cart.vehicle.mileageKm,
          setup.today,
          setup.revisionsDone,
        )
      : 1);
  const [number, setNumber] = useState(cart.selectedRevision?.revisionNumber ?? suggested);
  const [detail, setDetail] = useState<RevisionDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const booked = bookedRevision(setup, cart.vehicle, number);
  const modelCode = cart.vehicle?.modelCode;
  const stateCode = cart.dealer?.stateCode;

  useEffect(() => {
    if (!modelCode || !stateCode) return;
    let live = true;
    void callApi(schedulingEndpoints.revisionDetail, {
      params: { modelCode, modelYearOrRegion: stateCode, revisionNumber: number },
    }).then((answer) => {
      if (!live) return;
      setError(answer.ok ? null : answer.error.message);
      setDetail(answer.ok ? answer.data : null);
    });
    return () => {
      live = false;
    };
  }, [callApi, modelCode, stateCode, number]);

  useEffect(() => {
    if (
      !detail ||
      (cart.selectedRevision?.revisionNumber === detail.revisionNumber &&
        cart.selectedRevision.price === detail.price)
    )
      return;
    for (const service of cart.services.filter((s) => s.serviceType === "1")) {
      dispatch({ type: "removeService", itemListId: service.itemListId });
    }
    dispatch({
      type: "setSelectedRevision",
      revision: {
        revisionNumber: detail.revisionNumber,
        price: detail.price,
        durationMinutes: detail.durationMinutes,
      },
    });
    const service = {
      code: `REVISAO-${detail.revisionNumber}`,
      name: t.revisionTitle(detail.revisionNumber),
      serviceType: "1",
      price: detail.price,
      freeOffer: false,
      mandatoryItems: [
        ...detail.mandatoryItems,
        { description: t.labour, price: detail.labourPrice },
      ],
    };
    dispatch({ type: "addService", service });
    trackAddToCart(
      { ...service, itemListId: `${service.code}-${cart.itemSequence + 1}` },
      cart.vehicle?.modelName ?? "",
      setup.flow,
    );
    // Runs when a new price arrives; the cart is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [detail]);

  return (
    <div className="flex flex-col gap-4">
      <Field id="revision-number" label={t.steps.revision}>
        <select
          id="revision-number"
          className={inputClass}
          value={number}
          onChange={(event) => {
            setNumber(Number(event.target.value));
            // The previous revision leaves the cart until this one's price arrives: "Continuar"
            // waits for it, and a price refused leaves no revision to book.
            setDetail(null);
            setError(null);
            dispatch({ type: "setSelectedRevision", revision: null });
          }}
        >
          {Array.from({ length: 10 }, (_, index) => index + 1).map((n) => (
            <option key={n} value={n}>
              {t.revisionTitle(n)} - {t.revisionKm(n * 10_000)}
            </option>
          ))}
        </select>
      </Field>
      {booked && (
        <RefusalMessage
          message={t.errors.revisionAlreadyBooked(number, booked.when)}
          href={booked.href}
        />
      )}
      {error && (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}
      {detail && (
        <section
          aria-labelledby="revision-price"
          className="flex flex-col gap-3 rounded-md bg-surface-alt p-4"
        >
          <h3 id="revision-price" className="text-lg font-semibold">
            {t.fullPrice}: {reais(detail.price)}
          </h3>
          <p>{t.priceIncludes}</p>
          <p>{t.duration(detail.durationMinutes)}</p>
          <h4 className="font-semibold">{t.mandatoryItems}</h4>
          <ul className="flex flex-col gap-1">
            {detail.mandatoryItems.map((item) => (
              <li key={item.description} className="flex justify-between gap-4">
                <span>{item.description}</span>
                <span>{reais(item.price)}</span>
              </li>
            ))}
            <li className="flex justify-between gap-4">
              <span>{t.labour}</span>
              <span>{reais(detail.labourPrice)}</span>
            </li>
          </ul>
          <h4 className="font-semibold">{t.checkedItems}</h4>
          <ul className="list-disc pl-5">
            {detail.checkedItems.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
