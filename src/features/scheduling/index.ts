export { schedulingTexts } from "./texts";
export { saoPauloToday } from "./domain/calendar-rules";
