/**
 * The words of the wizard's first step, the vehicle, apart from schedulingTexts (which holds them
 * too): the step a booking opens on carries its own words, and the rest load with their steps.
 * The form for a vehicle not in the garage loads with its own words (typed-vehicle-texts.ts).
 */
export const vehicleStepTexts = {
  myVehicles: "Meus veículos",
  enterVehicle: "Informe seu veículo",
};
