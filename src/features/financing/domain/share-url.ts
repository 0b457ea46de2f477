import { financingPlans, type FinancingPlan } from "./rates";
import { centsToReais, reaisToCents } from "@/lib/money";
import { simulatorOpenParam } from "./simulator-link";

/**
 * The simulation as it travels in an offer page's address: the down payment in reais, whole when
 * it is ("25000"), with its centavos when it has them ("48495.50"), so a link reads well and
 * reopens the simulation it was copied from.
 */
export interface SharedSimulation {
  plan: FinancingPlan;
  downPaymentCents: number;
  termMonths: number;
}

export const simulationParams = {
  open: simulatorOpenParam,
  plan: "plano",
  downPayment: "entrada",
  term: "prazo",
} as const;

export function simulationSearchParams(simulation: SharedSimulation): URLSearchParams {
  return new URLSearchParams({
    [simulationParams.open]: "1",
    [simulationParams.plan]: simulation.plan,
    [simulationParams.downPayment]: reaisText(simulation.downPaymentCents),
    [simulationParams.term]: String(simulation.termMonths),
  });
}

/**
 * The page's address holding the simulation on screen: only one with a result, since the
 * purchase intention sends what the address holds and a copied link reopens it; without a result
 * the address keeps no figures (the simulator stays open).
 */
export function addressWithSimulation(
  search: URLSearchParams,
  simulation: SharedSimulation | undefined,
): URLSearchParams {
  const address = new URLSearchParams(search);
  if (simulation) {
    simulationSearchParams(simulation).forEach((value, key) => address.set(key, value));
    return address;
  }
  address.set(simulationParams.open, "1");
  for (const key of [simulationParams.plan, simulationParams.downPayment, simulationParams.term]) {
    address.delete(key);
  }
  return address;
}

function reaisText(cents: number): string {
  const whole = Math.round(cents);
  return whole % 100 === 0 ? String(whole / 100) : centsToReais(whole).toFixed(2);
}

const reaisPattern = /^\d{1,10}(?:\.\d{1,2})?$/;
/** The largest down payment the API reads, in reais: a link past it carries no simulation. */
export const maxDownPaymentReais = 100_000_000;

type Query = URLSearchParams | Record<string, string | string[] | undefined>;

function read(query: Query, key: string): string | undefined {
  if (query instanceof URLSearchParams) return query.get(key) ?? undefined;
  const value = query[key];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Reads the simulation in an address (open or closed dialog alike); anything missing or malformed
 * means "no simulation".
 */
export function sharedSimulationFrom(query: Query): SharedSimulation | undefined {
  const plan = read(query, simulationParams.plan);
  const reais = read(query, simulationParams.downPayment) ?? "";
  const term = Number(read(query, simulationParams.term));
  if (!financingPlans.includes(plan as FinancingPlan)) return undefined;
  if (!reaisPattern.test(reais) || Number(reais) > maxDownPaymentReais) return undefined;
  if (!Number.isInteger(term) || term <= 0) return undefined;
  return {
    plan: plan as FinancingPlan,
    downPaymentCents: reaisToCents(Number(reais)),
    termMonths: term,
  };
}

/**
 * Whether the address carries a simulation that cannot be read (a link cut short or edited by
 * hand): the simulator then opens at its first figures and says so, rather than passing them off
 * as the link's.
 */
export function sharedSimulationUnreadable(query: Query): boolean {
  const carried = [simulationParams.plan, simulationParams.downPayment, simulationParams.term].some(
    (key) => read(query, key) !== undefined,
  );
  return carried && sharedSimulationFrom(query) === undefined;
}
