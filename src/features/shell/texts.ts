/** The words of the shell's client islands (top bar, toasts, errors, route spinner). */
export const shellTexts = {
  logoLabel: "Volkswagen Ofertas: voltar para a página inicial",
  openMenu: "Abrir menu",
  login: "Entrar",
  userGreeting: (name: string) => `Olá, ${name}`,
  errorTitle: "Oops!",
  errorLead: "Ocorreu um erro inesperado:",
  errorRetry: "Tentar novamente",
  errorUnexpected:
    "Não conseguimos carregar esta página agora. Tente novamente em instantes; se continuar, fale com a nossa central informando o código abaixo.",
  errorReference: "Código de referência",
  routeLoading: "Carregando página",
  newTab: "(abre em nova aba)",
} as const;
