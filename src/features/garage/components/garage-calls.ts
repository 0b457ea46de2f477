// The garage's islands call only when the owner acts: their operations load on the first call
// (useCallsOnDemand), not with the page.
export const loadGarageEndpoints = () =>
  import("../endpoints").then((module) => module.garageEndpoints);
