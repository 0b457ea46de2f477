import { formatDay, formatKm } from "../domain/format";

interface RevisionMailFacts {
  vehicle: string;
  revisionNumber: number;
  dueDate: string;
  dueKm: number;
  mileageKm: number;
  bookingUrl: string;
  correctionUrl: string;
  accountUrl: string;
}

/** The mail that reminds an owner of a revision of the plan falling due (decision 069). */
export const revisionReminderMailTexts = {
  greeting: (name: string) => `Olá, ${name}.`,
  subject: (overdue: boolean, revisionNumber: number, vehicle: string) =>
    overdue
      ? `A ${revisionNumber}ª revisão do seu ${vehicle} venceu`
      : `A ${revisionNumber}ª revisão do seu ${vehicle} está chegando`,
  lines: (overdue: boolean, facts: RevisionMailFacts) => [
    overdue
      ? `Pelo plano de revisões, a ${facts.revisionNumber}ª revisão do seu ${facts.vehicle} venceu em ${formatDay(facts.dueDate)} ou aos ${formatKm(facts.dueKm)} km, o que veio primeiro.`
      : `Pelo plano de revisões, a ${facts.revisionNumber}ª revisão do seu ${facts.vehicle} vence em ${formatDay(facts.dueDate)} ou aos ${formatKm(facts.dueKm)} km, o que vier primeiro.`,
    `A quilometragem que temos do carro é ${formatKm(facts.mileageKm)} km.`,
    "Fazer as revisões do plano em dia mantém a garantia de fábrica.",
    "",
    `Agende na concessionária de sua preferência: ${facts.bookingUrl}`,
    "",
    `Se essa revisão já foi feita e não aparece no histórico, peça a correção: ${facts.correctionUrl}`,
    "",
    `Não quer mais estes avisos? Desmarque a opção em Minha conta: ${facts.accountUrl}`,
  ],
} as const;
