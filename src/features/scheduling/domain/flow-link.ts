import { flowOrigins, flowTypes, type FlowOrigin, type FlowType } from "./flows";

/** The link contract into scheduling: flow, vehicleId, revisionNumber, recallCampaign, vin, origin. */
export interface FlowLink {
  flow: FlowType;
  vehicleId: number | null;
  revisionNumber: number | null;
  recallCampaign: string | null;
  vin: string | null;
  origin: FlowOrigin;
}

type Query = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function parseFlowLink(query: Query): FlowLink | null {
  const flow = one(query.flow);
  if (!flow || !(flowTypes as readonly string[]).includes(flow)) return null;
  const vehicleId = Number(one(query.vehicleId));
  const revisionNumber = Number(one(query.revisionNumber));
  const recallCampaign = one(query.recallCampaign)?.trim();
  const vin = one(query.vin)?.trim().toUpperCase();
  const origin = one(query.origin);
  return {
    flow: flow as FlowType,
    vehicleId: Number.isInteger(vehicleId) && vehicleId > 0 ? vehicleId : null,
    revisionNumber:
      Number.isInteger(revisionNumber) && revisionNumber >= 1 && revisionNumber <= 10
        ? revisionNumber
        : null,
    recallCampaign:
      recallCampaign && /^[A-Za-z0-9./-]{1,30}$/.test(recallCampaign) ? recallCampaign : null,
    vin: vin && /^[A-HJ-NPR-Z0-9]{17}$/.test(vin) ? vin : null,
    origin:
      origin && (flowOrigins as readonly string[]).includes(origin)
        ? (origin as FlowOrigin)
        : "OFFERS",
  };
}
