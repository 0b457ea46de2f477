import { z } from "zod";
import { requireOwnerCall } from "@/features/identity/server";
import type { RouteContract } from "@/lib/http";
import {
  accountDeletionSchema,
  accountUpdateSchema,
  accountViewSchema,
  emailChangeSchema,
  emailConfirmationSchema,
  passwordChangeSchema,
  termsAcceptanceSchema,
} from "./schemas";

const tag = "Minha conta";
const ownerErrors = [401, 403, 503];

export const accountContract = {
  method: "GET",
  path: "/api/v1/core/user",
  summary: "Os dados da conta do dono da sessão",
  tag,
  auth: "owner",
  session: requireOwnerCall,
  errors: ownerErrors,
  response: accountViewSchema,
} satisfies RouteContract;

export const accountUpdateContract = {
  method: "PUT",
  path: "/api/v1/core/user",
  summary: "Altera nome, CPF, celular, endereço e preferência de contato",
  tag,
  auth: "owner",
  session: requireOwnerCall,
  errors: [...ownerErrors, 409],
  body: accountUpdateSchema,
  response: accountViewSchema,
} satisfies RouteContract;

export const accountDeleteContract = {
  method: "DELETE",
  path: "/api/v1/core/user",
  summary:
    "Exclui a conta (LGPD), conferindo a senha atual: dados pessoais no provedor e na loja, sessões encerradas, exclusão registrada sem dados pessoais",
  tag,
  auth: "owner",
  session: requireOwnerCall,
  // A wrong password is 422 and counts as a failed login; a paused account is 429.
  errors: [...ownerErrors, 422, 429],
  body: accountDeletionSchema,
  response: z.object({ deleted: z.literal(true) }),
} satisfies RouteContract;

export const emailChangeContract = {
  method: "POST",
  path: "/api/v1/core/user/email",
  summary:
    "Pede a troca do e-mail, conferindo a senha atual: envia um código de 6 dígitos ao novo endereço",
  tag,
  auth: "owner",
  session: requireOwnerCall,
  errors: [...ownerErrors, 409, 422, 429],
  body: emailChangeSchema,
  response: z.object({ email: z.string() }),
} satisfies RouteContract;

export const emailConfirmationContract = {
  method: "POST",
  path: "/api/v1/core/user/email/confirmation",
  summary: "Confirma a troca do e-mail com o código recebido",
  tag,
  auth: "owner",
  session: requireOwnerCall,
  errors: [...ownerErrors, 409, 422, 429],
  body: emailConfirmationSchema,
  response: accountViewSchema,
} satisfies RouteContract;

export const passwordChangeContract = {
  method: "POST",
  path: "/api/v1/core/user/password",
  summary: "Troca a senha, conferindo a senha atual",
  tag,
  auth: "owner",
  session: requireOwnerCall,
  errors: [...ownerErrors, 422, 429],
  body: passwordChangeSchema,
  response: z.object({ changed: z.literal(true) }),
} satisfies RouteContract;

export const accountExportContract = {
  method: "GET",
  path: "/api/v1/core/user/export",
  summary: "Todos os dados do dono da sessão em JSON, para download (LGPD)",
  tag,
  auth: "public",
  session: requireOwnerCall,
  errors: ownerErrors,
  response: z.record(z.string(), z.unknown()),
} satisfies RouteContract;

export const termsContract = {
  method: "GET",
  path: "/api/v1/core/termofuse",
  summary: "A versão atual dos Termos de Uso e a versão aceita pelo dono da sessão",
  tag,
  auth: "owner",
  session: requireOwnerCall,
  errors: ownerErrors,
  response: z.object({
    version: z.string(),
    publishedOn: z.string(),
    title: z.string(),
    sections: z.array(z.object({ heading: z.string(), text: z.string() })),
    acceptedVersion: z.string().nullable(),
  }),
} satisfies RouteContract;

export const termsAcceptanceContract = {
  method: "POST",
  path: "/api/v1/core/termofuse",
  summary: "Registra o aceite da versão atual dos Termos de Uso",
  tag,
  auth: "owner",
  session: requireOwnerCall,
  errors: [...ownerErrors, 409],
  body: termsAcceptanceSchema,
  response: z.object({ acceptedVersion: z.string() }),
} satisfies RouteContract;
