"use client";

import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from "react";
import { useNearViewport } from "@/ui/use-near-viewport";
import type { PurchaseIntention as Form } from "./purchase-intention";

type Typed = ComponentProps<typeof Form>["typed"];

/** What the shopper already typed in the plain form, for the interactive one to start from. */
function typedIn(place: HTMLElement | null): Typed {
  const form = place?.querySelector("form");
  if (!form) return undefined;
  const values = new FormData(form);
  const text = (name: string) => {
    const value = values.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    cpf: text("cpf"),
    preferredContact: text("preferredContact") || "3",
    dealerCode: text("dealerCode"),
    consent: values.get("consent") === "on" ? true : undefined,
  };
}

/**
 * The purchase intention's interactive form, loaded on approach: the form sits below the offer,
 * its dealers and their contacts, and its code (react-hook-form, its checks) loads as the shopper
 * scrolls towards it. Until then the server's plain form holds the place and works on its own;
 * the interactive one takes over what was typed in it, and the field that had the keyboard.
 */
export function PurchaseIntentionOnApproach({
  placeholder,
  ...form
}: ComponentProps<typeof Form> & { placeholder: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place);
  const [loaded, setLoaded] = useState<{
    Form: typeof Form;
    typed: Typed;
    focused: string | null;
  } | null>(null);

  useEffect(() => {
    if (!near) return;
    let current = true;
    void import("./purchase-intention").then((module) => {
      if (!current) return;
      const active = document.activeElement;
      setLoaded({
        Form: module.PurchaseIntention,
        typed: typedIn(place.current),
        focused: active && place.current?.contains(active) ? active.id || null : null,
      });
    });
    return () => {
      current = false;
    };
  }, [near]);

  useEffect(() => {
    if (loaded?.focused) document.getElementById(loaded.focused)?.focus();
  }, [loaded]);

  return (
    <div ref={place}>{loaded ? <loaded.Form {...form} typed={loaded.typed} /> : placeholder}</div>
  );
}
