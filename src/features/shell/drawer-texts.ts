/**
 * The texts of the drawers (menu, login, registration guide). Apart from shellTexts because the
 * drawers load on first opening: their words travel with them, not with every page.
 */
export const drawerTexts = {
  menuTitle: "Menu",
  closeMenu: "Fechar menu",
  back: "Voltar",
  visitorGreeting: "Olá, visitante",
  visitorIntro:
    "Entre ou cadastre-se para agendar serviços, acompanhar seu veículo e salvar suas preferências.",
  signIn: "Entrar ou cadastrar",
  signingIn: "Redirecionando para o login",
  loginHelp: "Ajuda com seu login",
  registrationGuide: "Guia de cadastro",
  closeDrawer: "Fechar",
  myAccount: "Minha conta",
  services: "Revisões e Serviços",
  vehicleData: "Dados do veículo",
  myDealer: "Minha concessionária",
  signOut: "Sair",
  guideTitle: "Guia de cadastro",
  guideStart: "Começar",
} as const;
