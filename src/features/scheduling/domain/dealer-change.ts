import { flowSteps, type FlowType } from "./flows";

/**
 * The steps confirmed once the owner picks another dealer: none past the dealer step. The steps
 * after it were priced at the previous dealer (the revision by its region, the services by its
 * offers), so a reload or Forward reopens them to be priced again instead of going to the time.
 */
export function confirmedAfterDealerChange(flow: FlowType, confirmedStep: number): number {
  return Math.min(confirmedStep, flowSteps[flow].indexOf("dealer") + 1);
}
