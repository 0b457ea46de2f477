/**
 * Refusals of work a vehicle already has booked. Only the server words them (the page shows the
 * message it answers), so they stay out of the wizard's script.
 */
export const bookingRefusalTexts = {
  serviceAlreadyBooked: (service: string, day: string) =>
    `Este veículo já tem o serviço ${service} agendado para ${day}. Retire-o deste agendamento, ou reagende ou cancele o agendamento existente.`,
  recallAlreadyBooked: (campaign: string, day: string) =>
    `Este veículo já tem o reparo da campanha de recall ${campaign} agendado para ${day}. Reagende ou cancele o agendamento existente.`,
} as const;
