import { flagDefaults, isFlagName, type FlagName, type FlagValue } from "./flag-defaults";

/** A GrowthBook feature definition: a default value and optional targeting or experiment rules. */
export interface FeatureDefinition {
  defaultValue?: FlagValue;
  rules?: Record<string, unknown>[];
}

/** The answer of GET {apiHost}/api/features/{clientKey}. */
export interface FlagDocument {
  features: Partial<Record<FlagName, FeatureDefinition>>;
  dateUpdated?: string;
}

export type DocumentCheck = { ok: true; document: FlagDocument } | { ok: false; reason: string };

/** SPEC.md section 5: a key must be non-empty. */
export function isValidFlagKey(key: unknown): key is string {
  return typeof key === "string" && key.trim().length > 0;
}

/** SPEC.md section 5: defaults may only be boolean, number, string, null or undefined. */
export function isValidDefaultValue(value: unknown): value is FlagValue | undefined {
  return (
    value === null || value === undefined || ["boolean", "number", "string"].includes(typeof value)
  );
}

export const clientKeyPrefix = "sdk-";

/** SPEC.md section 5: the SDK key starts with the fixed prefix and is longer than 20 characters. */
export function isValidClientKey(clientKey: string | undefined): clientKey is string {
  return (
    typeof clientKey === "string" && clientKey.startsWith(clientKeyPrefix) && clientKey.length > 20
  );
}

function sameKind(value: unknown, expected: FlagValue): boolean {
  return typeof value === typeof expected;
}

/**
 * Accepts a document only when every feature is one we know, with a default of the right type:
 * anything else keeps all defaults, so a half-broken document never half-applies.
 */
export function checkFlagDocument(input: unknown): DocumentCheck {
  if (typeof input !== "object" || input === null || !("features" in input)) {
    return { ok: false, reason: "documento sem o campo features" };
  }
  const features = (input as { features: unknown }).features;
  if (typeof features !== "object" || features === null || Array.isArray(features)) {
    return { ok: false, reason: "features não é um objeto" };
  }
  for (const [key, definition] of Object.entries(features)) {
    if (!isValidFlagKey(key) || !isFlagName(key))
      return { ok: false, reason: `chave desconhecida: ${key}` };
    if (typeof definition !== "object" || definition === null) {
      return { ok: false, reason: `definição inválida: ${key}` };
    }
    const value = (definition as FeatureDefinition).defaultValue;
    if (
      !isValidDefaultValue(value) ||
      (value !== undefined && value !== null && !sameKind(value, flagDefaults[key]))
    ) {
      return { ok: false, reason: `tipo inválido em ${key}` };
    }
  }
  return { ok: true, document: input as FlagDocument };
}
