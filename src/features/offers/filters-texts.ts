import type { BuyType } from "./domain/offer";

// The words of the listings' filter form (a client island).

export const buyTypeNames: Record<BuyType, string> = {
  cash: "À vista",
  financing: "Financiado",
};

export const filtersTexts = {
  clear: "Limpar filtros",
  legend: "Filtrar ofertas",
  category: "Categoria",
  allCategories: "Todas as categorias",
  model: "Modelo",
  allModels: "Todos os modelos",
  buyType: "Forma de compra",
  allBuyTypes: "Todas as formas",
  segments: "Segmento (vendas diretas)",
  sortBy: "Ordenar por",
  apply: "Filtrar",
} as const;
