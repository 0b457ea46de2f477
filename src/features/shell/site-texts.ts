import { siteTitle } from "@/lib/page-metadata";

/**
 * The shell's words that only the server writes: the site's name, the skip link, the footer and
 * the 404 page. Apart from shellTexts, which client islands import, so these never travel in a
 * page's JavaScript.
 */
export const siteTexts = {
  siteTitle,
  siteDescription: "Site oficial de Ofertas da Volkswagen",
  skipToContent: "Pular para o conteúdo",
  footerLinks: "Links do rodapé",
  copyright: (year: number) => `© ${year} Volkswagen do Brasil. Todos os direitos reservados.`,
  roadSafety: "No trânsito, escolha a vida. Respeite a sinalização.",
  notFoundTitle: "Página não encontrada",
  plainMenu: "Menu",
  notFoundText: "O endereço que você procurou não existe ou mudou de lugar.",
  notFoundBackHome: "Voltar para a página inicial",
} as const;
