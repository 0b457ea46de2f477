/**
 * The wizard's step in the address (`etapa`), one history entry per step moved to, so the
 * browser's Back goes to the previous step instead of leaving the booking.
 */
const stepParam = "etapa";

function urlWithStep(step: number): string {
  const url = new URL(window.location.href);
  url.searchParams.set(stepParam, String(step));
  return `${url.pathname}${url.search}${url.hash}`;
}

function stepInUrl(): number | null {
  const step = Number(new URL(window.location.href).searchParams.get(stepParam));
  return Number.isInteger(step) && step >= 1 ? step : null;
}

// Each entry keeps how many of the wizard's entries lie behind it: the steps they name may be
// out of order (a time lost at the review rewrites the review's entry as the slot step, with
// the notes' entry still behind it), so which way Back went is told by this count.
const behindKey = "etapasAntes";
// The count of the entry the wizard last showed (one wizard per page), which tells whether the
// next move went back or forward.
let shownBehind = 0;

/** The wizard's entries behind the one shown: "Voltar" walks back through them. */
export function entriesBehind(): number {
  return Number((window.history.state as Record<string, unknown> | null)?.[behindKey]) || 0;
}

export function pushStep(step: number): void {
  window.history.pushState({ [behindKey]: entriesBehind() + 1 }, "", urlWithStep(step));
}

/** The entry shown names the step shown, without a new entry; moves are counted from it. */
export function replaceStep(step: number): void {
  shownBehind = entriesBehind();
  if (stepInUrl() !== step)
    window.history.replaceState(window.history.state, "", urlWithStep(step));
}

/**
 * The step to show after a Back or Forward from `shown` (the owner may stand on `furthest` at
 * most), or null when the entry reached is not one of the wizard's steps, or is one to go past: an
 * entry behind that names the step shown or a later one would make Back do nothing, so Back goes
 * on to the entry behind it. The first entry, with none of the wizard's behind it, shows the step
 * before instead of leaving the booking.
 */
export function stepAfterHistoryMove(shown: number, furthest: number): number | null {
  const wanted = stepInUrl();
  if (wanted === null) return null;
  const from = shownBehind;
  const behind = entriesBehind();
  shownBehind = behind;
  const target = Math.min(wanted, furthest);
  if (behind >= from || target < shown) return target;
  if (behind === 0) return Math.max(1, shown - 1);
  window.history.back();
  return null;
}
