import type { FlowType } from "./domain/flows";

/**
 * The words the booking wizard shows around its steps. Apart from schedulingTexts (which holds
 * them too), so the wizard's first JavaScript carries these and not every step's words.
 */
export const wizardTexts = {
  flows: {
    periodic_revision: "Revisão periódica",
    additional_services: "Serviços adicionais",
    report_inconvenience: "Relatar um problema",
    recall: "Recall",
    schedule_resume: "Continuar agendamento",
    correction_revision: "Corrigir uma revisão realizada",
  } satisfies Record<FlowType, string>,
  stepOf: (step: number, max: number) => `Etapa ${step} de ${max}`,
  steps: {
    vehicle: "Veículo",
    mileage: "Quilometragem",
    revision: "Revisão",
    services: "Serviços",
    inconvenience: "O que está acontecendo",
    recall: "Campanha de recall",
    dealer: "Concessionária",
    slot: "Data e horário",
    notes: "Observações",
    review: "Revisar e confirmar",
    performed: "Revisão realizada",
    claim: "Descreva a correção",
  },
  next: "Continuar",
  back: "Voltar",
  changeBooking: "Alterar agendamento",
};
