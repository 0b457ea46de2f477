import "server-only";
export { listSubscriptionPlans, subscriptionPlanById } from "./server/plan-repository";
