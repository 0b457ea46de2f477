export * from "./catalog";
export * from "./dealers";
export * from "./idempotency";
export * from "./feature-flags";
export * from "./offers";
export * from "./financing";
export * from "./subscriptions";
export * from "./leads";
