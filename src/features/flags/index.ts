export { FlagsRefresher } from "./components/flags-refresher";
export { type Flags } from "./domain/flag-defaults";
