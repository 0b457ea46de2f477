import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { exportJWK, generateKeyPair, type JWK } from "jose";

/**
 * The provider's signing key, made on the first start and kept beside the embedded database,
 * so tokens issued before a restart still verify after it.
 */
export async function loadSigningKeys(folder: string): Promise<{ keys: JWK[] }> {
  const file = path.join(folder, "jwks.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as { keys: JWK[] };
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const jwk = {
    ...(await exportJWK(privateKey)),
    use: "sig",
    alg: "RS256",
    kid: `key-${Date.now()}`,
  };
  mkdirSync(folder, { recursive: true });
  writeFileSync(file, JSON.stringify({ keys: [jwk] }), { mode: 0o600 });
  return { keys: [jwk] };
}
