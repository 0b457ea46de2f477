/** Where an owner must go before `pathname`, or undefined to let the page render. */
export function ownerGateRedirect(
  pathname: string,
  status: { newUser: boolean; termsPending: boolean },
): string | undefined {
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  // A new version of the terms is accepted before any other page.
  if (status.termsPending && !under("/termos-de-uso")) {
    return `/termos-de-uso?voltar=${encodeURIComponent(pathname)}`;
  }
  // SPEC.md section 6: a newUser is forced to /cadastro. "Minha conta" and the terms stay open,
  // so that an owner can always see, export or delete their data (LGPD).
  if (status.newUser && !under("/cadastro") && !under("/minha-conta") && !under("/termos-de-uso")) {
    return "/cadastro";
  }
  return undefined;
}
