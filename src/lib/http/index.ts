export { ApiError, apiErrors, errorBody, type ErrorBody, type FieldErrors } from "./api-error";
export type { HttpMethod, RouteContract } from "./contract";
export { defineRoute, type RouteHandler } from "./define-route";
export { buildOpenApiDocument } from "./openapi";
export { requestIdFrom } from "./request-id";
export { errorResponse, jsonResponse } from "./respond";
export { unknownApiRoute } from "./unknown-route";
