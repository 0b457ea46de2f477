import type { BuyType } from "./domain/offer";

// The words of the offers' client islands (compare toggle and tray, dealer contact, filters).
// Apart from offersTexts so that an island's script carries its own words, not the whole feature's.

export const buyTypeNames: Record<BuyType, string> = {
  cash: "À vista",
  financing: "Financiado",
};

export const compareTexts = {
  add: "Comparar",
  remove: "Remover da comparação",
  removeShort: "Remover",
  addLabel: (title: string) => `Comparar: ${title}`,
  removeLabel: (title: string) => `Remover da comparação: ${title}`,
  limit: "Você já escolheu 3 ofertas para comparar. Remova uma delas para incluir outra.",
  tray: (count: number) => `${count} de 3 ofertas para comparar`,
  open: "Comparar ofertas",
  clear: "Limpar comparação",
  closeNotice: "Fechar aviso",
} as const;

/** The comparison bar's skip link: only the bar's own code (loaded with it) carries it. */
export const comparisonSkipLink = "Ir para a comparação";

export const contactTexts = {
  whatsapp: (dealer: string) => `WhatsApp da ${dealer}`,
  whatsappShort: "WhatsApp",
  phone: (dealer: string) => `Ligar para ${dealer}`,
  phoneShort: "Ligar",
  message: (offer: string) => `Olá! Tenho interesse na oferta ${offer} que vi no site.`,
} as const;

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
