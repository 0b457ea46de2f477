import "server-only";
import { eq } from "drizzle-orm";
import { database } from "@/db";
import { featureFlags } from "@/db/schema";
import { apiErrors } from "@/lib/http";
import { flagDefaults, type FlagName, type FlagValue } from "../domain/flag-defaults";
import { readStoredDocument, saveFlag } from "./flag-store";

const typeNames = {
  boolean: "verdadeiro ou falso (true/false)",
  string: "um texto",
  number: "um número",
};

export async function setFlag(
  key: FlagName,
  value: FlagValue,
): Promise<{ key: string; value: FlagValue }> {
  const expected = typeof flagDefaults[key] as keyof typeof typeNames;
  if (typeof value !== expected) {
    throw apiErrors.validation(`Valor inválido para ${key}.`, {
      value: `O valor de ${key} deve ser ${typeNames[expected]}.`,
    });
  }
  await saveFlag(key, value);
  return { key, value };
}

export async function clearFlag(key: FlagName): Promise<{ key: string; value: FlagValue }> {
  await database().delete(featureFlags).where(eq(featureFlags.key, key));
  readStoredDocument.clear();
  return { key, value: flagDefaults[key] };
}
