/** A dealer of the booking's dealer step, with its distance from the shopper's place when known. */
export interface ListedDealer {
  code: string;
  stateCode: string;
  distanceKm: number | null;
}

/**
 * The dealers of one state in the order a shopper scans them: the owner's favourite first (the
 * booking starts with it), then the nearest to the shopper's place, then the directory's order
 * for any without a distance.
 */
export function dealersOfState<T extends ListedDealer>(
  dealers: readonly T[],
  stateCode: string,
  favouriteCode: string | undefined,
): T[] {
  const far = Number.POSITIVE_INFINITY;
  return dealers
    .filter((dealer) => dealer.stateCode === stateCode)
    .sort(
      (a, b) =>
        Number(b.code === favouriteCode) - Number(a.code === favouriteCode) ||
        (a.distanceKm ?? far) - (b.distanceKm ?? far),
    );
}

/** The state the dealer step opens on: the chosen dealer's, else the shopper's, else São Paulo. */
export function dealerStepState(
  chosenDealerState: string | undefined,
  shopperState: string | null,
  states: readonly { code: string }[],
): string {
  if (chosenDealerState) return chosenDealerState;
  return states.some((state) => state.code === shopperState) && shopperState ? shopperState : "SP";
}
