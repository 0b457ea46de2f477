/** The shapes the garage's client components receive from the calls and the pages. */
export interface FoundVehicleView {
  id: number;
  vin: string;
  plate: string | null;
  modelName: string;
  imageUrl: string;
  versionName: string;
  modelYear: number;
  color: string;
  /** Withheld for a vehicle in someone else's garage. */
  soldOn: string | null;
  standing: "free" | "yours" | "elsewhere";
  transferPending: boolean;
  mileageKm: number | null;
}

export interface DealerOptionView {
  id: number;
  name: string;
  city: string;
  stateCode: string;
  address: string;
  district: string;
  distanceKm: number | null;
}
