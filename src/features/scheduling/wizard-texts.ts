import { flowSteps, type FlowType } from "./domain/flows";

/**
 * The words the booking wizard shows around its steps, apart from schedulingTexts (which holds
 * them too). The wizard gets those of its flow from the page (wizardWords), not from its script.
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

/**
 * The words the wizard shows around one flow's steps. The page works them out on the server and
 * sends them with its HTML, so the wizard's first JavaScript carries no flow's words.
 */
export interface WizardWords {
  /** The booking's flow, as the step counter names it. */
  flow: string;
  /** By step, the first first: its heading and its place ("Etapa 2 de 8"). */
  steps: { name: string; place: string }[];
  next: string;
  back: string;
  changeBooking: string;
}

/** The words of `flow`'s steps; a resumed booking is named by the flow it was started in. */
export function wizardWords(flow: FlowType, bookingFlow: FlowType = flow): WizardWords {
  const steps = flowSteps[flow];
  return {
    flow: wizardTexts.flows[bookingFlow],
    steps: steps.map((kind, index) => ({
      name: wizardTexts.steps[kind],
      place: wizardTexts.stepOf(index + 1, steps.length),
    })),
    next: wizardTexts.next,
    back: wizardTexts.back,
    changeBooking: wizardTexts.changeBooking,
  };
}
