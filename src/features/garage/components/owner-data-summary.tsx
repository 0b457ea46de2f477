import { TextLink } from "@/ui/text-link";
import { ownerDataTexts as t } from "../texts/owner-data";

export interface OwnerData {
  name: string;
  /** Absent when the identity provider could not be read: the name, from the session, stays. */
  email?: string;
  /** Masked (***.456.789-**): the step shows it to be recognised, not copied. */
  cpf?: string;
  phone?: string;
}

/**
 * Etapa 1 "Dados pessoais": the data the owner gave at sign-up, read-only. They are changed in
 * Minha conta, where the password guards the e-mail, not in the middle of a registration.
 */
export function OwnerDataSummary({ owner }: { owner: OwnerData }) {
  const rows = [
    [t.name, owner.name],
    [t.email, owner.email],
    [t.cpf, owner.cpf],
    [t.phone, owner.phone],
  ].filter((row): row is [string, string] => Boolean(row[1]));
  return (
    <section aria-labelledby="owner-data-title" className="rounded-lg border border-line p-4">
      <h3 id="owner-data-title" className="text-lg font-bold text-brand">
        {t.title}
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
      <TextLink href="/minha-conta" touch className="mt-2">
        {t.change}
      </TextLink>
    </section>
  );
}
