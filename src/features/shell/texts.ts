/** The words of the shell's client islands (top bar, toasts, errors, route spinner). */
export const shellTexts = {
  logoLabel: "Volkswagen Ofertas: voltar para a página inicial",
  openMenu: "Abrir menu",
  login: "Entrar",
  userGreeting: (name: string) => `Olá, ${name}`,
  services: "Revisões e Serviços",
  vehicleData: "Dados do veículo",
  myDealer: "Minha concessionária",
  loginError: "Não foi possível iniciar o login. Tente novamente.",
  logoutError: "Não foi possível sair agora. Tente novamente.",
  errorTitle: "Oops!",
  errorLead: "Ocorreu um erro inesperado:",
  errorRetry: "Tentar novamente",
  errorUnexpected:
    "Não conseguimos carregar esta página agora. Tente novamente em instantes; se continuar, fale com a nossa central informando o código abaixo.",
  errorReference: "Código de referência",
  routeLoading: "Carregando página",
  newTab: "(abre em nova aba)",
} as const;
