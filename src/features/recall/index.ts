export { recallTexts } from "./texts";
