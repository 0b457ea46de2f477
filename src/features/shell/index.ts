export { AppShell } from "./components/app-shell";
export { NotFoundContent } from "./components/not-found-content";
export { shellTexts } from "./texts";
