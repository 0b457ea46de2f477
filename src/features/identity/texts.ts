const providerUnavailable =
  "O serviço de login está indisponível no momento. Tente novamente em instantes.";

/** pt-BR texts of the login and the owner's session checks. */
export const identityTexts = {
  errors: {
    providerUnavailable,
    sessionExpired: "Sua sessão expirou. Entre novamente.",
  },
  /** Where a login that did not finish lands (the home page), by its reason. */
  loginNotice: {
    expirado: "Sessão de login expirada. Entre novamente.",
    falhou: "Não foi possível concluir o login. Entre novamente.",
    indisponivel: providerUnavailable,
    signIn: "Entrar",
  },
  /** The 429 of each rate limit (decision 019); the wait is added to it. */
  rateLimits: {
    loginStart: "Muitas tentativas de entrar a partir desta conexão.",
    ownerWrites: "Muitas alterações feitas nesta conta em pouco tempo.",
    monitoring: "Muitos registros de monitoramento enviados desta conexão.",
  },
} as const;
