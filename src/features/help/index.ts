export { helpTexts } from "./texts";
export { categoryHref } from "./domain/category-links";
