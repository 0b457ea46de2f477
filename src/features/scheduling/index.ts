export { schedulingTexts } from "./texts";
export {
  flowMax,
  flowSteps,
  flowTypes,
  flowOrigins,
  stepKindAt,
  type FlowType,
} from "./domain/flows";
export { saoPauloToday } from "./domain/calendar-rules";
