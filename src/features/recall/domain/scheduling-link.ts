/**
 * The recall flow of scheduling (7 steps), with the campaign in the cart. The scheduling pages
 * read exactly these parameters.
 */
export function recallSchedulingHref(input: {
  campaignNumber: string;
  vin: string;
  vehicleId?: number;
}): string {
  const params = new URLSearchParams({ flow: "recall" });
  if (input.vehicleId !== undefined) params.set("vehicleId", String(input.vehicleId));
  params.set("recallCampaign", input.campaignNumber);
  params.set("vin", input.vin);
  params.set("origin", "OFFERS");
  return `/agendamento/servicos?${params}`;
}
