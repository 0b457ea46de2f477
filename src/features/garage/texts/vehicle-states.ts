/**
 * Where a searched vehicle stands, as the registration's vehicle step says it: a module of its own,
 * so the step's page loads these four lines and not every refusal of the garage.
 */
export const vehicleStateTexts = {
  inAnotherGarage:
    "Este veículo já está na garagem de outra pessoa. Você pode pedir a transferência: avisaremos o proprietário atual e o veículo passa para você quando ele aceitar.",
  alreadyYours: "Este veículo já está na sua garagem.",
  transferPending:
    "Você já pediu a transferência deste veículo. Aguarde a resposta do proprietário atual.",
  registrationVehicle: "Busque e confirme um veículo antes de seguir.",
};
