import * as v from "valibot";
import {
  accountDeletionForm,
  emailChangeForm,
  emailConfirmationForm,
  passwordChangeForm,
  profileForm,
} from "../form-schemas";

const accountForms = {
  profile: profileForm,
  emailChange: emailChangeForm,
  emailConfirmation: emailConfirmationForm,
  passwordChange: passwordChangeForm,
  accountDeletion: accountDeletionForm,
};

export type AccountFormName = keyof typeof accountForms;

/** A refusal names each field's first message, and `message` the first of all. */
export type FormCheck<Output> =
  { ok: true; output: Output } | { ok: false; fields: Record<string, string>; message: string };

/** A form's input checked by its schema: the output, or the first message of each field by path. */
export function checkAccountForm<Name extends AccountFormName>(
  name: Name,
  input: unknown,
): FormCheck<v.InferOutput<(typeof accountForms)[Name]>> {
  const parsed = v.safeParse(accountForms[name], input);
  if (parsed.success) return { ok: true, output: parsed.output };
  const fields: Record<string, string> = {};
  for (const issue of parsed.issues) {
    fields[(issue.path ?? []).map((item) => String(item.key)).join(".")] ??= issue.message;
  }
  return { ok: false, fields, message: parsed.issues[0].message };
}
