/**
 * The words of the wizard's first step, the vehicle, apart from schedulingTexts (which holds them
 * too): the step a booking opens on carries its own words, and the rest load with their steps.
 * The form for a vehicle not in the garage loads with its own (typedVehicleTexts).
 */
export const vehicleStepTexts = {
  myVehicles: "Meus veículos",
  enterVehicle: "Informe seu veículo",
};

/** The words of the form for a vehicle not in the garage, which loads when it shows. */
export const typedVehicleTexts = {
  noVehicles: "Você ainda não tem veículos cadastrados. Informe os dados do veículo abaixo.",
  visitorIntro: "Sem cadastro? Informe o modelo e o ano para ver serviços e preços.",
  model: "Modelo",
  choose: "Selecione",
  modelYear: "Ano modelo",
  plate: "Placa (opcional)",
  yearRange: (first: number, last: number) => `Informe um ano-modelo de ${first} a ${last}.`,
  plateInvalid: "Placa inválida. Use o formato ABC1234 ou ABC1D23.",
};
