/**
 * Embla moves a slide with a damped spring stepped 60 times a second (its ScrollBody: the velocity
 * gains the distance left over `duration`, then keeps 0.68 of itself), so `duration` is a
 * stiffness, not milliseconds. These reproduce that spring to pick the stiffness for a transition.
 */
const frameMs = 1000 / 60;
const friction = 0.68;

/** Milliseconds until a move covers 95% of its distance, for Embla's `duration`. */
export function emblaSettleMs(duration: number): number {
  let velocity = 0;
  let covered = 0;
  for (let frame = 1; frame < 600; frame += 1) {
    velocity = (velocity + (1 - covered) / duration) * friction;
    covered += velocity;
    if (covered >= 0.95) return frame * frameMs;
  }
  return Number.POSITIVE_INFINITY;
}

/** The gentlest Embla `duration` whose move has all but arrived within `transitionMs`. */
export function emblaDurationFor(transitionMs: number): number {
  let duration = 1;
  while (emblaSettleMs(duration + 1) <= transitionMs) duration += 1;
  return duration;
}
