export const catalogTexts = {
  heading: "Encontre o seu Volkswagen",
  intro: "Conheça a linha Volkswagen no Brasil, com versões e preços públicos sugeridos.",
  lineupHeading: "Linha Volkswagen",
  startingAt: "A partir de",
  priceNote: "Preço público sugerido da versão de entrada, sem frete e sem opcionais.",
  versions: (count: number) => (count === 1 ? "1 versão" : `${count} versões`),
  emptyLineup: "Nenhum modelo disponível no momento.",
} as const;
