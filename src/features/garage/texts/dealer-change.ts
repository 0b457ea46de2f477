import { formatDistanceKm } from "@/lib/format";

export const dealerChangeTexts = {
  searchTooShort: "Digite ao menos 2 letras do nome ou da cidade.",
  title: "Trocar concessionária",
  intro: "Escolha a concessionária favorita para suas revisões e atendimentos.",
  nearTitle: (place: string) => `Perto de ${place}`,
  searchLabel: "Nome ou cidade da concessionária",
  searchButton: "Buscar",
  resultsTitle: (query: string) => `Resultados para "${query}"`,
  noResults: "Nenhuma concessionária encontrada. Tente outro nome ou cidade.",
  distance: formatDistanceKm,
  current: "Sua concessionária atual",
  chosen: "Concessionária favorita atualizada.",
} as const;
