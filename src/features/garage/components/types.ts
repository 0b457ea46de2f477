/** The shapes the garage's client components receive from the calls and the pages. */
export interface FoundVehicleView {
  id: number;
  /** Withheld (null) for a vehicle not the owner's found by its plate (decision 023). */
  vin: string | null;
  plate: string | null;
  modelName: string;
  imageUrl: string;
  versionName: string;
  modelYear: number;
  color: string;
  /** Withheld for a vehicle in someone else's garage, and for one not yours found by its plate. */
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
