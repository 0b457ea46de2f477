export { AppShell } from "./components/app-shell";
export { ErrorContent } from "./components/error-content";
export { NotFoundContent } from "./components/not-found-content";
export { setSchedulingLastStep } from "./footer-state";
export { siteTexts } from "./site-texts";
export { isIndexable } from "./domain/site";
export { signInFromPage, signingInText } from "./components/sign-in-from-page";
