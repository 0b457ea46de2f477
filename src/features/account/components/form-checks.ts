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

/**
 * A refusal names each field's first message, and `message` the first of all. An acceptance
 * gives the checked output and the input as it was read (the body some calls send as typed).
 */
export type FormCheck<Input, Output> =
  | { ok: true; output: Output; input: Input }
  | { ok: false; fields: Record<string, string>; message: string };

/**
 * A form's fields as its schema takes them: a name with a dot ("address.cep") nests under its
 * group, the contact preference is the number its choice holds and a yes-or-no choice is its
 * checkbox's "true" (or the hidden "false" before it). Read on the send, so it
 * loads with the schemas rather than with the page.
 */
export function readAccountForm(form: FormData): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [name, value] of form) {
    const [group, field] = name.split(".", 2);
    if (!group) continue;
    if (field === undefined) {
      input[group] =
        name === "contactPreference"
          ? Number(value)
          : name === "revisionReminders"
            ? value === "true"
            : value;
    } else {
      const nested = (input[group] ??= {}) as Record<string, unknown>;
      nested[field] = value;
    }
  }
  return input;
}

/** A form's input checked by its schema: the output, or the first message of each field by path. */
export function checkAccountForm<Name extends AccountFormName>(
  name: Name,
  input: unknown,
): FormCheck<
  v.InferInput<(typeof accountForms)[Name]>,
  v.InferOutput<(typeof accountForms)[Name]>
> {
  const parsed = v.safeParse(accountForms[name], input);
  // Accepted by the schema, the input has the shape the schema takes.
  if (parsed.success) {
    return {
      ok: true,
      output: parsed.output,
      input: input as v.InferInput<(typeof accountForms)[Name]>,
    };
  }
  const fields: Record<string, string> = {};
  for (const issue of parsed.issues) {
    fields[(issue.path ?? []).map((item) => String(item.key)).join(".")] ??= issue.message;
  }
  return { ok: false, fields, message: parsed.issues[0].message };
}
