import "server-only";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { paintByKey, paintSideView } from "../domain/vehicle-paint";

const sideViews = path.join(process.cwd(), "public", "illustrations", "models");

// The line-up's side views, a dozen drawings of about 1 kB: read from disk once, painted from
// memory. Only the files there are known, so no address can make the server read anything else.
let drawings: Promise<Map<string, string>> | null = null;

async function readSideViews(): Promise<Map<string, string>> {
  const files = (await readdir(sideViews)).filter((file) => file.endsWith(".svg"));
  const read = await Promise.all(
    files.map(async (file) => [file, await readFile(path.join(sideViews, file), "utf8")] as const),
  );
  return new Map(read);
}

/**
 * The model's side view in a registry colour's paint, by the names in its address
 * ("cinza-platinum", "polo.svg"); null for a model or a paint we do not have.
 */
export async function paintedSideView(paintKey: string, modelFile: string): Promise<string | null> {
  const paint = paintByKey(paintKey);
  if (!paint) return null;
  drawings ??= readSideViews().catch((error: unknown) => {
    drawings = null;
    throw error;
  });
  const drawing = (await drawings).get(modelFile);
  return drawing ? paintSideView(drawing, paint) : null;
}
