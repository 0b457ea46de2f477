/** What the login and the logout say when they cannot go on: loaded with them, on a click. */
export const sessionTexts = {
  loginError: "Não foi possível iniciar o login. Tente novamente.",
  logoutError: "Não foi possível sair agora. Tente novamente.",
} as const;
