/**
 * An outbox (leads to dealers, mails to owners) tries an entry this many times, over some four
 * hours of back-off, before it needs an operator.
 */
export const maxDeliveryAttempts = 10;

/**
 * Exponential back-off between delivery attempts: 30 s, 1 min, 2 min ... capped at 4 h, with up
 * to 20% of jitter so entries failing together do not retry together.
 */
export function nextAttemptDelayMs(attempts: number, jitter: number): number {
  const base = Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 4 * 60 * 60 * 1000);
  return Math.round(base * (1 + 0.2 * Math.min(Math.max(jitter, 0), 1)));
}
