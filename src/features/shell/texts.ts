export const shellTexts = {
  siteTitle: "Volkswagen | Ofertas",
  siteDescription: "Site oficial de Ofertas da Volkswagen",
  skipToContent: "Pular para o conteúdo",
  logoLabel: "Volkswagen Ofertas: voltar para a página inicial",
  copyright: (year: number) =>
    `© Volkswagen do Brasil ${year}. No trânsito, escolha a vida: respeite os limites de velocidade.`,
  notFoundTitle: "Página não encontrada",
  notFoundText: "O endereço que você procurou não existe ou mudou de lugar.",
  notFoundBackHome: "Voltar para a página inicial",
} as const;
