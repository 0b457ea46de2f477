/**
 * Where a refused "Enviar código" is said: beside the fields the refusal names, or under the
 * form's button (`form`).
 */
export type EmailRequestRefusal = { email?: string; currentPassword?: string; form?: string };

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
  if (email || currentPassword) return { email, currentPassword };
  return refusal.status === 429 ? { form: refusal.message } : { email: refusal.message };
}
