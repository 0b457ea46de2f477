import type { CampaignCoverage } from "./campaign-scope";

export interface AffectedModel {
  modelCode: string;
  model: string;
  modelYearFrom: number;
  modelYearTo: number;
  serialFrom: string | null;
  serialTo: string | null;
}

/** What a campaign covers, in the words of its public notice. */
export function affectedModels(
  coverage: CampaignCoverage,
  names: ReadonlyMap<string, string>,
): AffectedModel[] {
  return coverage.scopes.map((scope) => ({
    ...scope,
    model: names.get(scope.modelCode) ?? scope.modelCode,
  }));
}

/** "Polo 2024 a 2025, chassis (série) 100000 a 349999". */
export function describeAffected(model: AffectedModel): string {
  const years =
    model.modelYearFrom === model.modelYearTo
      ? `ano-modelo ${model.modelYearFrom}`
      : `anos-modelo ${model.modelYearFrom} a ${model.modelYearTo}`;
  const serials =
    model.serialFrom && model.serialTo
      ? `, chassis com final de ${model.serialFrom} a ${model.serialTo}`
      : "";
  return `${model.model}, ${years}${serials}`;
}
