import * as v from "valibot";
import type { z } from "zod";
import { acknowledgement, endpoint } from "@/lib/api-client";
import type {
  AccountView,
  accountDeletionSchema,
  accountUpdateSchema,
  emailChangeSchema,
  emailConfirmationSchema,
  passwordChangeSchema,
  termsAcceptanceSchema,
} from "./schemas";

const text = v.nullable(v.string());
const accountViewSchema: v.GenericSchema<unknown, AccountView> = v.object({
  name: v.string(),
  email: v.string(),
  cpf: v.string(),
  phone: v.string(),
  address: v.object({
    cep: text,
    street: text,
    number: text,
    complement: text,
    district: text,
    city: text,
    state: text,
  }),
  contactPreference: v.picklist([1, 2, 3]),
  revisionReminders: v.boolean(),
  termsVersion: text,
});

/** "Minha conta": the owner's own data, e-mail, password, terms and deletion. */
export const accountEndpoints = {
  update: endpoint("PUT", "/api/v1/core/user", accountViewSchema).withBody<
    z.input<typeof accountUpdateSchema>
  >(),
  remove: endpoint("DELETE", "/api/v1/core/user", acknowledgement).withBody<
    z.input<typeof accountDeletionSchema>
  >(),
  requestEmailChange: endpoint(
    "POST",
    "/api/v1/core/user/email",
    v.object({ email: v.string() }),
  ).withBody<z.input<typeof emailChangeSchema>>(),
  confirmEmailChange: endpoint(
    "POST",
    "/api/v1/core/user/email/confirmation",
    accountViewSchema,
  ).withBody<z.input<typeof emailConfirmationSchema>>(),
  changePassword: endpoint("POST", "/api/v1/core/user/password", acknowledgement).withBody<
    z.input<typeof passwordChangeSchema>
  >(),
  acceptTerms: endpoint("POST", "/api/v1/core/termofuse", acknowledgement).withBody<
    z.input<typeof termsAcceptanceSchema>
  >(),
};
