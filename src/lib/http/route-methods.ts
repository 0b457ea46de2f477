/**
 * The methods each API path answers, for the proxy's 405 (it runs before any route module is
 * loaded, so it cannot read the contracts). A test compares this list with the contracts.
 */
export const apiRouteMethods: Record<string, readonly string[]> = {
  "/api/features/{clientKey}": ["GET"],
  "/api/v1/address-lookup": ["POST"],
  "/api/v1/auth-redirect": ["POST"],
  "/api/v1/auth-redirect/backchannel-logout": ["POST"],
  "/api/v1/auth-redirect/callback": ["GET"],
  "/api/v1/auth-redirect/login": ["GET"],
  "/api/v1/auth-redirect/logout": ["GET"],
  "/api/v1/auth-redirect/session": ["GET"],
  "/api/v1/badges": ["GET"],
  "/api/v1/booking": ["POST", "GET"],
  "/api/v1/booking/hold": ["POST"],
  "/api/v1/booking/{id}": ["GET", "PATCH", "DELETE"],
  "/api/v1/campaigns": ["GET"],
  "/api/v1/claim/service": ["POST", "GET"],
  "/api/v1/claim/service/{protocol}": ["DELETE"],
  "/api/v1/core/dealer": ["PUT"],
  "/api/v1/core/dealer/search": ["GET"],
  "/api/v1/core/faq": ["GET"],
  "/api/v1/core/registration": ["GET", "PUT"],
  "/api/v1/core/registration/complete": ["POST"],
  "/api/v1/core/termofuse": ["GET", "POST"],
  "/api/v1/core/user": ["GET", "PUT", "DELETE"],
  "/api/v1/core/user/email": ["POST"],
  "/api/v1/core/user/email/confirmation": ["POST"],
  "/api/v1/core/user/export": ["GET"],
  "/api/v1/core/user/password": ["POST"],
  "/api/v1/core/vehicles": ["GET", "POST", "DELETE"],
  "/api/v1/core/vehicles/millage": ["PUT"],
  "/api/v1/core/vehicles/nickname": ["PUT"],
  "/api/v1/core/vehicles/renavam": ["PUT"],
  "/api/v1/core/vehicles/search": ["GET"],
  "/api/v1/core/vehicles/selected": ["PUT"],
  "/api/v1/core/vehicles/transfer": ["POST", "PUT"],
  "/api/v1/dealers": ["GET"],
  "/api/v1/dealers/auth-token": ["POST"],
  "/api/v1/dealers/bookings": ["GET"],
  "/api/v1/dealers/bookings/{id}": ["PATCH"],
  "/api/v1/dealers/claims": ["GET"],
  "/api/v1/dealers/claims/{protocol}": ["GET", "PATCH"],
  "/api/v1/dealers/leads": ["GET"],
  "/api/v1/dealers/leads/{protocol}": ["GET"],
  "/api/v1/financing/rates": ["GET"],
  "/api/v1/financing/simulation": ["GET"],
  "/api/v1/flags": ["GET"],
  "/api/v1/flags/{key}": ["PUT", "DELETE"],
  "/api/v1/geolocation": ["GET"],
  "/api/v1/geolocation/{location}": ["GET"],
  "/api/v1/health": ["GET"],
  "/api/v1/health/live": ["GET"],
  "/api/v1/health/ready": ["GET"],
  "/api/v1/leads": ["POST"],
  "/api/v1/monitoring": ["POST"],
  "/api/v1/offers": ["GET"],
  "/api/v1/offers/byIdList": ["GET"],
  "/api/v1/offers/byPage": ["GET"],
  "/api/v1/offers/dealers": ["GET"],
  "/api/v1/offers/dealers/random": ["GET"],
  "/api/v1/offers/enableNegotiationFlagById": ["POST"],
  "/api/v1/openapi.json": ["GET"],
  "/api/v1/operator/credentials": ["POST"],
  "/api/v1/operator/credentials/{id}": ["DELETE"],
  "/api/v1/operator/dealer-credentials": ["POST"],
  "/api/v1/places": ["GET"],
  "/api/v1/products": ["GET"],
  "/api/v1/products/models/category/filters": ["GET"],
  "/api/v1/recall-api/chassi": ["GET"],
  "/api/v1/recall/coverage": ["GET"],
  "/api/v1/recall-api/recall-campaign/recall": ["GET"],
  "/api/v1/recall-api/token": ["POST"],
  "/api/v1/service-package/additional": ["GET"],
  "/api/v1/service-package/maintenance/available/{modelCode}/{modelYearOrRegion}": ["GET"],
  "/api/v1/service-package/maintenance/detailed/{modelCode}/{modelYearOrRegion}/{revisionNumber}": [
    "GET",
  ],
  "/api/v1/service-package/offers/{modelCodeId}/{dealerCode}": ["GET"],
  "/api/v1/service-package/revision/number": ["GET"],
  "/api/v1/user": ["POST"],
  "/api/v2/calendar/dealer/{dealerCode}/{date}": ["GET"],
};

const patterns = Object.entries(apiRouteMethods).map(([path, methods]) => ({
  path,
  methods,
  pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, "[^/]+").replaceAll(".", "\\.")}/?$`),
}));

/**
 * The methods a path answers, with HEAD and OPTIONS where GET is (Next.js answers them), or
 * undefined for a path with no route. Static segments win over parameters, as in the router.
 */
export function allowedMethods(pathname: string): readonly string[] | undefined {
  const exact = apiRouteMethods[pathname.replace(/\/$/, "")];
  const match = exact ?? patterns.find((entry) => entry.pattern.test(pathname))?.methods;
  if (!match) return undefined;
  return match.includes("GET") ? [...match, "HEAD", "OPTIONS"] : [...match, "OPTIONS"];
}
