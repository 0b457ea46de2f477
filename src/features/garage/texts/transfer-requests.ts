import { formatDate } from "@/lib/format";

/**
 * What each transfer request in the garage says, written by the server: the page's script carries
 * only the buttons' words (garage-actions.ts), not these sentences.
 */
export const transferRequestTexts = {
  incoming: (vehicle: string) =>
    `Outra pessoa pediu a transferência do seu ${vehicle}. Se você vendeu o veículo, aceite para que ele passe para a garagem do novo proprietário.`,
  outgoing: (vehicle: string) =>
    `Você pediu a transferência do ${vehicle}; aguardando o proprietário atual.`,
  incomingExpiry: (date: string) =>
    `Sem resposta até ${date}, o pedido expira e o veículo continua na sua garagem.`,
  outgoingExpiry: (date: string) => `Sem resposta até ${date}, o pedido expira.`,
} as const;

/** The request's sentence, with its expiry as the day in Brasília (formatDate). */
export function transferRequestText(request: {
  vehicleLabel: string;
  expiresAt: string;
  direction: "incoming" | "outgoing";
}): string {
  const t = transferRequestTexts;
  const day = formatDate(new Date(request.expiresAt));
  return request.direction === "incoming"
    ? `${t.incoming(request.vehicleLabel)} ${t.incomingExpiry(day)}`
    : `${t.outgoing(request.vehicleLabel)} ${t.outgoingExpiry(day)}`;
}
