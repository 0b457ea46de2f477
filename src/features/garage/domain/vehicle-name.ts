import { formatPlate } from "./plate";

/**
 * How the garage's messages, dialogs and e-mails name a vehicle: its model and, when it has one,
 * its plate as the CRLV writes it ("Polo QFT3X42", "Gol ABC-1234"). Lists and the switcher set
 * the two apart with a middle dot instead.
 */
export function vehicleName(vehicle: { modelName: string; plate: string | null }): string {
  return vehicle.plate ? `${vehicle.modelName} ${formatPlate(vehicle.plate)}` : vehicle.modelName;
}
