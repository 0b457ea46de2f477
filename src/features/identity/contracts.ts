import { z } from "zod";
import type { RouteContract } from "@/lib/http";

export const authRedirectContract = {
  method: "POST",
  path: "/api/v1/auth-redirect",
  summary: "Inicia o login (OpenID Connect com PKCE) e devolve a URL do provedor de identidade",
  tag: "Identidade",
  auth: "api-key",
  // An open write (it only starts a login in the caller's own browser), limited per connection.
  callers: ["visitor"],
  errors: [429, 503],
  body: z.object({
    redirectToBack: z.string().max(2000).default("/"),
  }),
  response: z.object({ data: z.object({ url: z.string() }) }),
} satisfies RouteContract;

export const authCallbackContract = {
  method: "GET",
  path: "/api/v1/auth-redirect/callback",
  summary:
    "Retorno do provedor de identidade: grava os cookies de sessão e volta ao site; um login que não se conclui volta à página inicial, com o motivo e o link Entrar",
  tag: "Identidade",
  auth: "public",
  successStatus: 303,
  errors: [503],
  query: z.object({ code: z.string().optional(), state: z.string().optional() }).loose(),
  response: z.null().describe("Redirecionamento 303"),
} satisfies RouteContract;

export const logoutContract = {
  method: "GET",
  path: "/api/v1/auth-redirect/logout",
  summary: "Encerra a sessão: apaga os cookies e devolve a URL de saída do provedor",
  tag: "Identidade",
  auth: "api-key",
  response: z.object({ url: z.string() }),
} satisfies RouteContract;

export const backchannelLogoutContract = {
  method: "POST",
  path: "/api/v1/auth-redirect/backchannel-logout",
  summary:
    "Aviso do provedor de identidade (OpenID Connect Back-Channel Logout): encerra no site as sessões que o logout_token nomeia",
  tag: "Identidade",
  // The caller is the provider: its signature on the logout token is the proof, not the api-key.
  auth: "public",
  form: true,
  errors: [400, 503],
  body: z.object({
    logout_token: z
      .string({ error: "Informe o logout_token." })
      .min(1, "Informe o logout_token.")
      .max(8192, "O logout_token é longo demais."),
  }),
  response: z.null().describe("Sessões encerradas (corpo vazio)"),
} satisfies RouteContract;

export const authLoginContract = {
  method: "GET",
  path: "/api/v1/auth-redirect/login",
  summary:
    "Leva o visitante de uma página protegida ao login e, depois dele, de volta à mesma página",
  tag: "Identidade",
  auth: "public",
  // Counted with POST /auth-redirect: both start a login, and a link is as easy to script.
  errors: [429, 503],
  query: z.object({
    redirectToBack: z.string().max(2000).default("/"),
    screen: z
      .enum(["cadastro"])
      .optional()
      .describe("cadastro: o provedor abre no formulário de cadastro, não no de login"),
  }),
  response: z
    .null()
    .describe(
      "Redirecionamento 303 para o provedor de identidade; a navegação do navegador que não pode iniciar o login agora (429, 503) vai, também com 303, para o aviso da página inicial (/?login=indisponivel)",
    ),
} satisfies RouteContract;

export const userContract = {
  method: "POST",
  path: "/api/v1/user",
  summary:
    "O usuário da sessão: verifica assinatura, emissor, audiência e validade do token (cabeçalho token ou cookie id_token)",
  tag: "Identidade",
  auth: "api-key",
  errors: [401],
  body: z.object({}).loose(),
  response: z.object({
    user: z.object({ name: z.string(), userId: z.string(), newUser: z.boolean() }),
    expiration: z.number().describe("Fim da sessão, em milissegundos desde 1970"),
  }),
} satisfies RouteContract;

export const authSessionContract = {
  method: "GET",
  path: "/api/v1/auth-redirect/session",
  summary:
    "Tokens recebidos na URL da página (SPEC.md seção 4): verificados no servidor, gravados nos cookies e o navegador volta à URL sem eles",
  tag: "Identidade",
  auth: "public",
  errors: [400],
  query: z.object({
    id_token: z.string().max(8192),
    access_token: z.string().max(8192),
    expires_in: z.coerce.number().int().positive().max(86400).default(3600),
    redirectToBack: z.string().max(2000).default("/"),
  }),
  response: z.null().describe("Redirecionamento 303 para a URL limpa"),
} satisfies RouteContract;

export const monitoringContract = {
  method: "POST",
  path: "/api/v1/monitoring",
  summary:
    "Transações de monitoramento do login (redirect_to_vwid, session_duration) gravadas no log do servidor, sem dados pessoais",
  tag: "Identidade",
  auth: "api-key",
  body: z.object({
    transaction: z.enum(["redirect_to_vwid", "session_duration"]),
    durationMs: z
      .number()
      .int()
      .nonnegative()
      .max(31 * 24 * 3600 * 1000)
      .optional(),
  }),
  response: z.object({ recorded: z.literal(true) }),
  errors: [429],
} satisfies RouteContract;
