import type { ServiceClaimStatus } from "./domain/claim-status";

// An instant read as the day it was in Brasília, as the request's protocol dates it.
const brasiliaDay = new Intl.DateTimeFormat("pt-BR", {
  timeZone: "America/Sao_Paulo",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});
const day = (iso: string) => brasiliaDay.format(new Date(iso));

/** What an owner reads about a correction request after sending it, and what a dealer is told. */
export const claimTexts = {
  titles: {
    received: "Pedido de correção enviado!",
    accepted: "Pedido de correção aceito",
    declined: "Pedido de correção recusado",
    withdrawn: "Pedido de correção retirado",
  } satisfies Record<ServiceClaimStatus, string>,
  statusLabel: "Situação",
  status: {
    received: "Em análise pela concessionária",
    accepted: "Aceito pela concessionária",
    declined: "Recusado pela concessionária",
    withdrawn: "Retirado por você",
  } satisfies Record<ServiceClaimStatus, string>,
  /** The line under the status once the request is settled, `on` as the instant it was. */
  settled: {
    accepted: (on: string) =>
      `Em ${day(on)} a concessionária registrou esta revisão no histórico do veículo.`,
    declined: (on: string) => `A concessionária analisou o pedido em ${day(on)} e não o aceitou.`,
    withdrawn: (on: string) =>
      `Você retirou o pedido em ${day(on)}. Se precisar, envie um novo pedido.`,
  },
  dealerNote: "Mensagem da concessionária",
  /** Beside the odometer the dealer's record corrected: the owner's own figure. */
  odometerCorrected: (typed: string) => `corrigida pela concessionária; você informou ${typed} km`,
  sentOn: (on: string) => `Enviado em ${day(on)}`,
  withdraw: "Retirar pedido",
  withdrawQuestion:
    "Retirar este pedido? A concessionária deixa de analisá-lo, e você pode enviar outro quando quiser.",
  withdrawConfirm: "Sim, retirar o pedido",
  keep: "Manter o pedido",
  myClaims: "Meus pedidos de correção",
  seeClaim: (protocol: string) => `Ver o pedido ${protocol}`,
  newClaim: "Enviar um novo pedido de correção",
  errors: {
    unknownClaim: "Pedido de correção não encontrado.",
    settled: {
      accepted: "A concessionária já aceitou este pedido: a revisão está no histórico do veículo.",
      declined: "A concessionária já analisou e recusou este pedido.",
      withdrawn: "Este pedido já foi retirado.",
    } satisfies Record<Exclude<ServiceClaimStatus, "received">, string>,
    declineNote:
      "Ao recusar, escreva ao proprietário o motivo (de 10 a 500 caracteres), por exemplo o que falta para aceitar.",
    noteLength: "Use de 10 a 500 caracteres na mensagem ao proprietário.",
    decision: "Informe accepted (aceitar) ou declined (recusar).",
    odometer: "Informe a quilometragem do registro da concessionária, de 0 a 1.500.000 km.",
    odometerOnDecline:
      "A quilometragem corrigida vale só ao aceitar: ao recusar, diga ao proprietário na mensagem.",
    status: "Informe received, accepted, declined ou withdrawn.",
  },
  mail: {
    subject: (status: "accepted" | "declined", protocol: string) =>
      status === "accepted"
        ? `Pedido de correção ${protocol} aceito`
        : `Pedido de correção ${protocol} recusado`,
    greeting: (name: string) => `Olá, ${name}.`,
    lines: (
      status: "accepted" | "declined",
      claim: {
        revision: string;
        vehicle: string;
        dealerName: string;
        /** When the dealer accepted with its own record's odometer. */
        odometer?: { recorded: string; typed: string } | null;
      },
    ) =>
      status === "accepted"
        ? [
            `A ${claim.dealerName} aceitou o seu pedido de correção da ${claim.revision} do ${claim.vehicle}.`,
            "A revisão agora consta no histórico do veículo.",
            ...(claim.odometer
              ? [
                  `A concessionária registrou ${claim.odometer.recorded} km, conforme o registro dela (você informou ${claim.odometer.typed} km).`,
                ]
              : []),
          ]
        : [
            `A ${claim.dealerName} analisou o seu pedido de correção da ${claim.revision} do ${claim.vehicle} e não o aceitou.`,
          ],
    note: (note: string) => `Mensagem da concessionária: ${note}`,
    link: (url: string) => `Veja o pedido: ${url}`,
    /** To the dealer, once, of a request still undecided past the promised working days. */
    reminder: {
      subject: (protocol: string) => `Pedido de correção ${protocol} aguarda sua análise`,
      greeting: (dealerName: string) => `Olá, ${dealerName}.`,
      lines: (claim: {
        protocol: string;
        sentOn: string;
        days: number;
        revision: string;
        vehicle: string;
        ownerName: string | null;
      }) => [
        `O pedido de correção ${claim.protocol}, enviado em ${claim.sentOn}, aguarda a análise da concessionária há mais de ${claim.days} dias úteis, o prazo informado ao proprietário.`,
        `Revisão: ${claim.revision} do ${claim.vehicle}.`,
        ...(claim.ownerName ? [`Proprietário: ${claim.ownerName}.`] : []),
        "Aceite ou recuse o pedido pelo sistema da concessionária (PATCH /api/v1/dealers/claims/{protocolo}). O proprietário é avisado por e-mail da decisão.",
      ],
    },
  },
};
