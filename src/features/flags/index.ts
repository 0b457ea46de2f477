export { FlagsRefresher } from "./components/flags-refresher";
export {
  flagDefaults,
  flagFallbackWarning,
  type FlagName,
  type Flags,
} from "./domain/flag-defaults";
