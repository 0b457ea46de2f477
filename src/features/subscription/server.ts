import "server-only";
export { subscriptionPlanById } from "./server/plan-repository";
export { SignAndDriveSection } from "./components/sign-and-drive-section";
