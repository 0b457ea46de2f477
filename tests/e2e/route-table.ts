/** SPEC.md's route table as a visitor opens it (an offer page needs a slug: callers add one). */
export const visitorRoutes = [
  "/",
  "/?tab=sign-and-drive",
  "/ofertas",
  "/ofertas/modelo",
  "/ofertas/rede-de-concessionaria",
  "/ofertas/rede-de-concessionaria/modelo",
  "/ofertas/vendas-diretas",
  "/ofertas/vendas-diretas/modelo",
  "/ofertas/comparar",
  "/rede-de-concessionaria",
  "/agendamento",
  "/recall",
  "/ajuda",
  "/ajuda/perguntas-frequentes?defaultCategory=Cadastro%20e%20login",
  "/sob",
  "/pagina-que-nao-existe",
];

/** The routes only a logged-in owner sees (a visitor is sent to the login). */
export const ownerRoutes = [
  "/cadastro",
  "/garagem",
  "/garagem?view=servicos",
  "/profile/my-vehicle",
  "/profile/dealer/change",
  "/minha-conta",
  "/agendamento/servicos",
  "/agendamento/servicos/confirmacao",
];
