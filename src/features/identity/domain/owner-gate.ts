/**
 * A `voltar` query value when it is a path of this site, else `fallback`: the gate's pages send
 * the owner back there once they are done.
 */
export function gateReturnPath(value: unknown, fallback: string): string {
  return typeof value === "string" && /^\/(?![/\\])[\w\-/?=&%.]*$/.test(value) ? value : fallback;
}

/**
 * Where an owner must go before `pathname` (with its `search`), or undefined to let the page
 * render. The page asked for rides along as `voltar`, so the owner lands on it afterwards: a
 * visitor who signs up from a booking's review comes back to that booking.
 */
export function ownerGateRedirect(
  pathname: string,
  status: { newUser: boolean; termsPending: boolean },
  search = "",
): string | undefined {
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  const back = encodeURIComponent(`${pathname}${search}`);
  // A new version of the terms is accepted before any other page.
  if (status.termsPending && !under("/termos-de-uso")) {
    return `/termos-de-uso?voltar=${back}`;
  }
  // SPEC.md section 6: a newUser is forced to /cadastro. "Minha conta" and the terms stay open,
  // so that an owner can always see, export or delete their data (LGPD).
  if (status.newUser && !under("/cadastro") && !under("/minha-conta") && !under("/termos-de-uso")) {
    return pathname === "/" ? "/cadastro" : `/cadastro?voltar=${back}`;
  }
  return undefined;
}
