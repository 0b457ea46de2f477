export { productsContract } from "./contracts";
export { listModels } from "./server/catalog-repository";
export { listProducts } from "./server/products";
