/**
 * The words of the form for a vehicle not in the garage, which loads when it shows: apart from the
 * vehicle step's, which the wizard's first JavaScript carries.
 */
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
