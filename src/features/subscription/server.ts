import "server-only";
export { listSubscriptionPlans, subscriptionPlanById } from "./server/plan-repository";
export { SignAndDriveSection } from "./components/sign-and-drive-section";
