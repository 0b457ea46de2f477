/**
 * A correction request's life: `received` until its dealer accepts it (the revision enters the
 * car's history) or declines it with a reason, or until the owner withdraws it first. Only a
 * received request changes; the other three are final.
 */
export type ServiceClaimStatus = "received" | "accepted" | "declined" | "withdrawn";

export type SettledClaimStatus = Exclude<ServiceClaimStatus, "received">;
