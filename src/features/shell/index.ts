export { AppShell } from "./components/app-shell";
export { ErrorContent } from "./components/error-content";
export { NotFoundContent } from "./components/not-found-content";
export { setSchedulingLastStep } from "./footer-state";
export { shellTexts } from "./texts";
export { isIndexable } from "./domain/site";
export { sessionEndpoints } from "./endpoints";
