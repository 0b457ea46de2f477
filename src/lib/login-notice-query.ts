/**
 * The home page address that says a login came back without a session: `login` names why,
 * `voltar` the page the login was for. The identity feature writes it; the top bar's login,
 * which sits below identity, reads it too, so the names live here, below every feature.
 */
export const loginNoticeQuery = { page: "/", reason: "login", returnTo: "voltar" } as const;
