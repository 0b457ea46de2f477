/** The page's heading: where focus goes when an action takes away the element that held it. */
export const garageHeadingId = "garage-title";

/** The query /profile/dealer/change adds when it sends the owner back with a new favourite. */
export const dealerChangedParam = "trocada";

/** The query /cadastro adds when it sends the owner to the garage with the registration done. */
export const registeredParam = "cadastrado";

/** Where a finished registration goes: its return path, which says so when it is the garage. */
export function afterRegistration(returnTo: string): string {
  const url = new URL(returnTo, "http://storefront.invalid");
  if (url.pathname !== "/garagem") return returnTo;
  url.searchParams.set(registeredParam, "1");
  return `${url.pathname}${url.search}`;
}

export const garageViews = ["servicos", "meuveiculo", "concessionaria"] as const;
export type GarageViewName = (typeof garageViews)[number];

export function parseGarageView(value: unknown): GarageViewName {
  return garageViews.find((view) => view === value) ?? "servicos";
}

/** The correction request's flow for one vehicle: a revision done that the history lacks. */
export function correctionHref(vehicleId: number): string {
  const query = new URLSearchParams({
    flow: "correction_revision",
    vehicleId: String(vehicleId),
    origin: "MY_ACCOUNT",
  });
  return `/agendamento/servicos?${query.toString()}`;
}

/** SPEC.md's link contract into scheduling for a periodic revision from the garage. */
export function revisionSchedulingHref(vehicleId: number, revisionNumber: number): string {
  const query = new URLSearchParams({
    flow: "periodic_revision",
    vehicleId: String(vehicleId),
    revisionNumber: String(revisionNumber),
    origin: "MY_ACCOUNT",
  });
  return `/agendamento/servicos?${query.toString()}`;
}

/**
 * SPEC.md's link contract into scheduling for a recall repair: the vehicle comes pre-filled by its
 * id and the campaign goes in the cart. The scheduling pages read exactly these parameters.
 */
export function recallSchedulingHref(vehicle: { id: number; vin: string }, campaign: string) {
  const query = new URLSearchParams({
    flow: "recall",
    vehicleId: String(vehicle.id),
    recallCampaign: campaign,
    vin: vehicle.vin,
    origin: "MY_ACCOUNT",
  });
  return `/agendamento/servicos?${query.toString()}`;
}
