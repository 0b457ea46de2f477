export { helpTexts } from "./texts";
