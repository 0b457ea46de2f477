/** SPEC.md section 2: the scheduling flows and their step maxima. */
export const flowTypes = [
  "periodic_revision",
  "additional_services",
  "report_inconvenience",
  "schedule_resume",
  "recall",
  "correction_revision",
] as const;
export type FlowType = (typeof flowTypes)[number];

export const flowOrigins = ["MY_ACCOUNT", "OFFERS"] as const;
export type FlowOrigin = (typeof flowOrigins)[number];

/** The my-vehicle area's three tabs (SPEC.md section 2). */
export const originTabs = ["servicos", "meuveiculo", "concessionaria"] as const;
export type OriginTab = (typeof originTabs)[number];

export type StepKind =
  | "vehicle"
  | "mileage"
  | "dealer"
  | "revision"
  | "services"
  | "inconvenience"
  | "recall"
  | "slot"
  | "notes"
  | "review"
  | "performed"
  | "claim";

/**
 * The steps of each flow, in order; their count is the flow's maximum (SPEC.md section 2). The
 * dealer comes before prices because a revision's fixed price depends on the dealer's region.
 * correction_revision has no maximum in SPEC.md: its four steps are decision 025.
 */
export const flowSteps: Record<FlowType, readonly StepKind[]> = {
  periodic_revision: [
    "vehicle",
    "mileage",
    "dealer",
    "revision",
    "services",
    "slot",
    "notes",
    "review",
  ],
  additional_services: ["vehicle", "mileage", "dealer", "services", "slot", "review"],
  report_inconvenience: ["vehicle", "inconvenience", "dealer", "slot", "review"],
  recall: ["vehicle", "recall", "mileage", "dealer", "services", "slot", "review"],
  schedule_resume: ["review"],
  correction_revision: ["vehicle", "performed", "dealer", "claim"],
};

export function flowMax(flow: FlowType): number {
  return flowSteps[flow].length;
}

export function stepKindAt(flow: FlowType, step: number): StepKind {
  const steps = flowSteps[flow];
  return steps[Math.min(Math.max(step, 1), steps.length) - 1] ?? "review";
}
