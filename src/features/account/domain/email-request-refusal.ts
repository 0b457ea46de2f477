/** Where a refused "Enviar código" is said: beside the fields the refusal names, or the form. */
export type EmailRequestRefusal =
  { fields: { email?: string; currentPassword?: string } } | { form: string };

/**
 * A paused account names "Senha atual", a taken or unchanged address names the e-mail. A wait
 * between code mails names neither: a field marked invalid would send the owner to retype a right
 * password. Any other refusal is about the address asked for.
 */
export function emailRequestRefusal(refusal: {
  fields: Record<string, string | undefined>;
  message: string;
  status: number;
}): EmailRequestRefusal {
  const { email, currentPassword } = refusal.fields;
  if (email || currentPassword) return { fields: { email, currentPassword } };
  if (refusal.status === 429) return { form: refusal.message };
  return { fields: { email: refusal.message } };
}
