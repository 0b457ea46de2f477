export { getRequestLocation } from "./server/request-location";
