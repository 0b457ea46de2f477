import "server-only";
import { eq } from "drizzle-orm";
import { database } from "@/db";
import { featureFlags } from "@/db/schema";
import { apiErrors } from "@/lib/http";
import { flagDefaults, type FlagName, type FlagValue } from "../domain/flag-defaults";
import { flagsTexts } from "../texts";
import { readStoredDocument, saveFlag } from "./flag-store";

const typeNames = flagsTexts.valueTypes;

export async function setFlag(
  key: FlagName,
  value: FlagValue,
): Promise<{ key: string; value: FlagValue }> {
  const expected = typeof flagDefaults[key] as keyof typeof typeNames;
  if (typeof value !== expected) {
    throw apiErrors.validation(flagsTexts.errors.invalidValue(key), {
      value: flagsTexts.errors.valueType(key, typeNames[expected]),
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
