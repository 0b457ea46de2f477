export { ApiError, apiErrors, type FieldErrors } from "./api-error";
export type { RouteContract } from "./contract";
export { dealerFeedQuery } from "./dealer-feed-query";
export { defineRoute } from "./define-route";
export { buildOpenApiDocument } from "./openapi";
export { unknownApiRoute } from "./unknown-route";
export { noteDatabaseError } from "./database-recovery";
export { isShuttingDown } from "./graceful-shutdown";
export { requestNonce } from "./request-nonce";
