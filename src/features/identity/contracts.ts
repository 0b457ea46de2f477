import { z } from "zod";
import type { RouteContract } from "@/lib/http";

export const authRedirectContract = {
  method: "POST",
  path: "/api/v1/auth-redirect",
  summary: "Inicia o login (OpenID Connect com PKCE) e devolve a URL do provedor de identidade",
  tag: "Identidade",
  auth: "api-key",
  errors: [503],
  body: z.object({
    redirectToBack: z.string().max(2000).default("/"),
  }),
  response: z.object({ data: z.object({ url: z.string() }) }),
} satisfies RouteContract;

export const authCallbackContract = {
  method: "GET",
  path: "/api/v1/auth-redirect/callback",
  summary: "Retorno do provedor de identidade: grava os cookies de sessão e volta ao site",
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
