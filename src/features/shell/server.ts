export { currentSite } from "./server/current-site";
