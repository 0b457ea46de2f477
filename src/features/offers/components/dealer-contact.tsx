"use client";

import { track, type VehicleItem } from "@/features/analytics";
import type { OfferDealer } from "../domain/offer";
import { contactTexts } from "../contact-texts";

const linkClass =
  "inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold underline-offset-2 hover:underline";

/** WhatsApp and phone links of the dealer that sells the offer (Brazilian numbers, country 55). */
export function DealerContact({
  dealer,
  message,
  item,
}: {
  dealer: Pick<OfferDealer, "code" | "name" | "phone" | "whatsapp">;
  /** The first message the WhatsApp link writes for the shopper (offersTexts.whatsappMessage). */
  message: string;
  item?: VehicleItem;
}) {
  const whatsappHref = `https://wa.me/55${dealer.whatsapp}?text=${encodeURIComponent(message)}`;
  return (
    <div className="flex flex-wrap gap-2">
      <a
        href={whatsappHref}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${contactTexts.whatsapp(dealer.name)} (abre em nova aba)`}
        className={`${linkClass} bg-success text-white`}
        onClick={() =>
          track({
            event: "click_whatsapp",
            dealer_code: dealer.code,
            items: item ? [item] : undefined,
          })
        }
      >
        {contactTexts.whatsappShort}
      </a>
      <a
        href={`tel:+55${dealer.phone}`}
        aria-label={contactTexts.phone(dealer.name)}
        className={`${linkClass} border-2 border-brand text-brand`}
      >
        {contactTexts.phoneShort}
      </a>
    </div>
  );
}
