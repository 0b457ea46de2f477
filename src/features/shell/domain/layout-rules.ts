/** SPEC.md section 2: routes laid out edge to edge (no side padding). */
const fullBleedRoutes = ["/sob", "/agendamento", "/ajuda"];

function under(pathname: string, route: string): boolean {
  return pathname === route || pathname.startsWith(`${route}/`);
}

export function hasSidePadding(pathname: string): boolean {
  return !fullBleedRoutes.some((route) => under(pathname, route));
}

/** SPEC.md section 2: the footer hides on /cadastro and on the scheduling flow but its last step. */
export function showsFooter(pathname: string, schedulingOnLastStep: boolean): boolean {
  if (under(pathname, "/cadastro")) return false;
  if (under(pathname, "/agendamento/servicos")) return schedulingOnLastStep;
  return true;
}

/** SPEC.md section 2: pages under /garagem show their own loading state, not the route spinner. */
export function showsRouteSpinner(targetPathname: string): boolean {
  return !under(targetPathname, "/garagem");
}
