"use client";

import { useEffect } from "react";
import { track } from "@/features/analytics";
import type { FlowType } from "../domain/flows";
import { serviceItem } from "./service-analytics";

interface TrackedBooking {
  protocol: string;
  total: number;
  flowType: FlowType;
  modelName: string;
  services: { code: string; name: string; price: number; itemListId: string }[];
}

/** `purchase` once per booking, on its confirmation page. */
export function PurchaseTracker({ booking }: { booking: TrackedBooking }) {
  useEffect(() => {
    const key = `purchaseTracked:${booking.protocol}`;
    if (window.sessionStorage.getItem(key)) return;
    window.sessionStorage.setItem(key, "1");
    track({
      event: "purchase",
      transaction_id: booking.protocol,
      currency: "BRL",
      value: booking.total,
      items: booking.services.map((service) =>
        serviceItem(service, booking.modelName, booking.flowType),
      ),
    });
  }, [booking]);
  return null;
}
