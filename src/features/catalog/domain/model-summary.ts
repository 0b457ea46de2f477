export interface VersionSummary {
  code: string;
  name: string;
  modelYear: number;
  engine: string;
  fuel: "flex" | "gasoline" | "diesel" | "electric";
  potency: string;
  transmission: string;
  priceCents: number;
}

export interface ModelSummary {
  id: number;
  slug: string;
  code: string;
  name: string;
  category: { id: number; name: string };
  bodyStyle: "hatch" | "sedan" | "suv" | "pickup" | "van";
  powertrain: "combustion" | "electric";
  tagline: string;
  description: string;
  imageUrl: string;
  imageAlt: string;
  versions: VersionSummary[];
}

/** The "a partir de" price: the cheapest version's list price. */
export function startingPriceCents(model: Pick<ModelSummary, "versions">): number | undefined {
  return model.versions.reduce<number | undefined>(
    (lowest, version) =>
      lowest === undefined || version.priceCents < lowest ? version.priceCents : lowest,
    undefined,
  );
}
