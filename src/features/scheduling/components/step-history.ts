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

export function stepInUrl(): number | null {
  const step = Number(new URL(window.location.href).searchParams.get(stepParam));
  return Number.isInteger(step) && step >= 1 ? step : null;
}

export function pushStep(step: number): void {
  window.history.pushState(null, "", urlWithStep(step));
}

export function replaceStep(step: number): void {
  if (stepInUrl() !== step)
    window.history.replaceState(window.history.state, "", urlWithStep(step));
}
