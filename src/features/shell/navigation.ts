import { privacyNoticeHref } from "@/lib/privacy-notice";

/** Flags that show or hide shell links (SPEC.md section 6). */
export type MenuFlag = "feature_flag_feature_sign_and_drive" | "feature_flag_feature_recall";
export type MenuFlags = Record<MenuFlag, boolean>;

/** The side menu, footer and legal links of SPEC.md section 2, in order. */
export interface NavLink {
  label: string;
  href: string;
  external?: boolean;
  /** Shown only while this flag is on. */
  flag?: MenuFlag;
}

export interface NavGroup {
  label: string;
  links: NavLink[];
}

export type MenuEntry = ({ kind: "link" } & NavLink) | ({ kind: "group" } & NavGroup);

/** The links a visitor sees with the current flags. */
export function shownLinks<T extends { flag?: MenuFlag }>(
  links: readonly T[],
  flags: MenuFlags,
): T[] {
  return links.filter((link) => !link.flag || flags[link.flag]);
}

const institutional = "https://www.vw.com.br";

export const menuEntries: MenuEntry[] = [
  { kind: "link", label: "Site institucional Volkswagen", href: institutional, external: true },
  { kind: "link", label: "Início", href: "/" },
  {
    kind: "group",
    label: "Meu novo VW",
    links: [
      { label: "Ofertas", href: "/ofertas" },
      { label: "Ofertas da rede de concessionárias", href: "/ofertas/rede-de-concessionaria" },
      { label: "Vendas diretas", href: "/ofertas/vendas-diretas" },
    ],
  },
  {
    kind: "group",
    label: "Serviços VW",
    links: [
      { label: "Agendamento de serviços", href: "/agendamento" },
      { label: "Recall", href: "/recall", flag: "feature_flag_feature_recall" },
    ],
  },
  {
    kind: "link",
    label: "VW Sign&Drive",
    href: "/?tab=sign-and-drive",
    flag: "feature_flag_feature_sign_and_drive",
  },
  { kind: "link", label: "Recall", href: "/recall", flag: "feature_flag_feature_recall" },
  { kind: "link", label: "Ajuda", href: "/ajuda" },
];

export const legalLinks: NavLink[] = [
  {
    label: "Informações legais",
    href: `${institutional}/pt/informacoes-legais.html`,
    external: true,
  },
  {
    label: "Aviso de privacidade",
    href: privacyNoticeHref,
    external: true,
  },
  {
    label: "Política de cookies",
    href: `${institutional}/pt/politica-de-cookies.html`,
    external: true,
  },
  {
    label: "Canal de privacidade e proteção de dados",
    href: `${institutional}/pt/canal-de-privacidade.html`,
    external: true,
  },
];

export const footerGroups: NavGroup[] = [
  {
    label: "Institucional",
    links: [
      {
        label: "Sobre a Volkswagen",
        href: `${institutional}/pt/volkswagen-do-brasil.html`,
        external: true,
      },
      { label: "Imprensa", href: `${institutional}/pt/imprensa.html`, external: true },
      {
        label: "Trabalhe conosco",
        href: `${institutional}/pt/trabalhe-conosco.html`,
        external: true,
      },
    ],
  },
  {
    label: "Governança Corporativa",
    links: [
      {
        label: "Código de conduta",
        href: `${institutional}/pt/codigo-de-conduta.html`,
        external: true,
      },
      {
        label: "Canal de denúncias",
        href: `${institutional}/pt/canal-de-denuncias.html`,
        external: true,
      },
      { label: "Compliance", href: `${institutional}/pt/compliance.html`, external: true },
    ],
  },
  {
    label: "Inovação",
    links: [
      { label: "Mobilidade elétrica", href: `${institutional}/pt/eletricos.html`, external: true },
      { label: "Conectividade VW Play", href: `${institutional}/pt/vw-play.html`, external: true },
      { label: "Tecnologia IQ.DRIVE", href: `${institutional}/pt/iq-drive.html`, external: true },
    ],
  },
];

export const socialLinks: NavLink[] = [
  { label: "Facebook", href: "https://www.facebook.com/volkswagendobrasil", external: true },
  { label: "Instagram", href: "https://www.instagram.com/vwbrasil", external: true },
  { label: "YouTube", href: "https://www.youtube.com/vwbrasil", external: true },
  {
    label: "LinkedIn",
    href: "https://www.linkedin.com/company/volkswagen-do-brasil",
    external: true,
  },
];

export const loginHelpHref = "/ajuda/perguntas-frequentes?defaultCategory=Cadastro e login";

/**
 * The footer always leads to the campaigns (the law asks makers to keep them public); the VIN
 * look-up wording appears only with the recall feature on (decision 027).
 */
export function recallFooterLink(flags: MenuFlags): NavLink {
  return flags.feature_flag_feature_recall
    ? { label: "Consulte o recall do seu veículo", href: "/recall" }
    : { label: "Campanhas de recall", href: "/recall" };
}
