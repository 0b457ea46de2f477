export const dealerChangeTexts = {
  title: "Trocar concessionária",
  intro: "Escolha a concessionária favorita para suas revisões e atendimentos.",
  nearTitle: (place: string) => `Perto de ${place}`,
  nearCountry:
    "Concessionárias no centro do país. Informe sua localização no topo da página para ver as mais perto de você, ou busque pelo nome ou pela cidade.",
  searchLabel: "Nome ou cidade da concessionária",
  searchButton: "Buscar",
  resultsTitle: (query: string) => `Resultados para "${query}"`,
  noResults: "Nenhuma concessionária encontrada. Tente outro nome ou cidade.",
  distance: (km: string) => `${km} km`,
  current: "Sua concessionária atual",
  chosen: "Concessionária favorita atualizada.",
} as const;
