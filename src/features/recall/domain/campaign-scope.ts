/** A model and model-year range, optionally narrowed to VIN serials (positions 12 to 17). */
export interface CampaignScope {
  modelCode: string;
  modelYearFrom: number;
  modelYearTo: number;
  serialFrom: string | null;
  serialTo: string | null;
}

export interface CampaignCoverage {
  scopes: readonly CampaignScope[];
  /** Vehicles named one by one. */
  vins: readonly string[];
}

export interface RegistryVehicle {
  vin: string;
  modelCode: string;
  modelYear: number;
}

/** Positions 12 to 17 of the VIN: the plant's production sequence. */
export function vinSerial(vin: string): string {
  return vin.slice(11, 17);
}

/** Serials are six characters of the same kind, so text order is production order. */
export function serialInRange(serial: string, from: string, to: string): boolean {
  return serial.length === 6 && serial >= from && serial <= to;
}

export function vehicleInScope(vehicle: RegistryVehicle, scope: CampaignScope): boolean {
  if (vehicle.modelCode !== scope.modelCode) return false;
  if (vehicle.modelYear < scope.modelYearFrom || vehicle.modelYear > scope.modelYearTo)
    return false;
  if (scope.serialFrom === null || scope.serialTo === null) return true;
  return serialInRange(vinSerial(vehicle.vin), scope.serialFrom, scope.serialTo);
}

/** The one rule for "does this campaign cover this vehicle": a listed VIN, or any scope. */
export function vehicleAffected(vehicle: RegistryVehicle, coverage: CampaignCoverage): boolean {
  return (
    coverage.vins.includes(vehicle.vin) ||
    coverage.scopes.some((scope) => vehicleInScope(vehicle, scope))
  );
}
