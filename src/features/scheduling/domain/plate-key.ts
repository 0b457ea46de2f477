/**
 * A plate as the booking compares it: upper case, letters and digits only, so "bra-2e19" typed in
 * the wizard and the garage's "BRA2E19" are one car.
 */
export function plateKey(plate: string): string {
  return plate.toUpperCase().replace(/[^A-Z0-9]/g, "");
}
