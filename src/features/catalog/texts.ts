export const catalogTexts = {
  heading: "Encontre o seu Volkswagen",
  intro: "Conheça a linha Volkswagen no Brasil, com versões e preços públicos sugeridos.",
  lineupHeading: "Linha Volkswagen",
  startingAt: "A partir de",
  priceNote: "Preço público sugerido da versão de entrada, sem frete e sem opcionais.",
  versions: (count: number) => (count === 1 ? "1 versão" : `${count} versões`),
  emptyLineup: "Nenhum modelo disponível no momento.",
  priceListHeading: "Tabela de preços sugeridos",
  priceListDescription:
    "Preços públicos sugeridos de todas as versões da linha Volkswagen, modelo a modelo.",
  priceListIntro: "Todas as versões da linha Volkswagen com o preço público sugerido pela fábrica.",
  priceListCaption: (model: string) => `Versões e preços do ${model}`,
  priceListNote:
    "Preços públicos sugeridos, sem frete, pintura e opcionais. Condições de venda e disponibilidade na concessionária.",
  columns: {
    version: "Versão",
    engine: "Motor",
    transmission: "Câmbio",
    fuel: "Combustível",
    price: "Preço sugerido",
  },
} as const;
