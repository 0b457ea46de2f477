export { recallTexts } from "./texts";
export { vinMessages } from "./domain/vin";
