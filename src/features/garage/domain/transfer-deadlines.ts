/**
 * How long a transfer claim waits for the current owner. A claim nobody answers would hold the
 * requester forever, unable to register a car they may have bought: the current owner is reminded
 * once, and the claim then expires, leaving the vehicle where it is.
 */
export const transferDeadlines = {
  reminderAfterDays: 3,
  expiresAfterDays: 14,
} as const;

const dayMs = 24 * 60 * 60 * 1000;

/** The moments before which a claim made then is neither reminded of nor expired. */
export function transferCutoffs(now: Date): { remindBefore: Date; expireBefore: Date } {
  return {
    remindBefore: new Date(now.getTime() - transferDeadlines.reminderAfterDays * dayMs),
    expireBefore: new Date(now.getTime() - transferDeadlines.expiresAfterDays * dayMs),
  };
}

/** When a claim made at `createdAt` expires unanswered. */
export function transferExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + transferDeadlines.expiresAfterDays * dayMs);
}
