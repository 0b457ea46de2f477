import type { SearchLocation } from "../domain/location";
import { locationTexts } from "../texts";
import { ChangeLocationButton } from "./change-location-button";

/**
 * What a page's offers and dealers are based on, in the same words as the top bar's button: the
 * place, how it was obtained, and the way to change it (decision 028).
 */
export function LocationBasis({
  location,
  heading,
}: {
  location: SearchLocation;
  /** The line naming what is shown, e.g. "Ofertas para Campinas - SP". */
  heading: string;
}) {
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-3">
      <p className="font-semibold">{heading}</p>
      <p className="text-muted">{locationTexts.basis[location.type]}</p>
      <ChangeLocationButton />
    </div>
  );
}
