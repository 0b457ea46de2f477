/** What names a vehicle in its summary card: light, for the registration's first JavaScript. */
export const vehicleIdentityTexts = {
  vin: "Chassi",
  plate: "Placa",
  plateMissing: "Ainda sem placa",
  color: "Cor",
  soldOn: "Data da venda",
} as const;
