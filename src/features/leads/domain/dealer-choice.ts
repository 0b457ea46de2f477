/**
 * The dealer a lead goes to: the one chosen while it is still listed, else the nearest (the list
 * comes nearest first). A location change lists other dealers, and a choice the select no longer
 * shows must not be the one the lead is sent to.
 */
export function listedDealerCode(
  dealers: readonly { code: string }[],
  chosen: string | undefined,
): string {
  const listed = dealers.find((dealer) => dealer.code === chosen) ?? dealers[0];
  return listed?.code ?? "";
}
