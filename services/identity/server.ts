// The embedded identity provider process, started by `npm start` beside the storefront.
import { createServer } from "node:http";
import path from "node:path";
import { loadEnvironment } from "../../scripts/environment";
import { config } from "../../src/lib/config";
import { trustingClientAddress } from "../../src/lib/http/trusted-client-address";
import { sendMail } from "../../src/lib/mail";
import { createIdentityProvider } from "./provider";
import { loadSigningKeys } from "./signing-keys";
import { openIdentityStore } from "./store";

await loadEnvironment();
const settings = config();
// Beside the storefront's PGlite folder, never inside it: one process per PGlite folder.
const identityFolder = path.join(path.dirname(settings.PGLITE_DIR), "identity");
const store = await openIdentityStore({
  databaseUrl: settings.DATABASE_URL,
  pgliteDir: path.join(identityFolder, "pglite"),
});
const provider = createIdentityProvider({
  issuer: settings.OIDC_ISSUER,
  storefrontUrl: settings.PUBLIC_BASE_URL,
  storefrontInternalUrl: settings.STOREFRONT_INTERNAL_URL,
  clientId: settings.OIDC_CLIENT_ID,
  clientSecret: settings.OIDC_CLIENT_SECRET,
  cookieSecret: settings.IDENTITY_COOKIE_SECRET,
  jwks: await loadSigningKeys(identityFolder),
  store,
  rateLimitMultiplier: settings.RATE_LIMIT_MULTIPLIER,
  sendMail,
});
// Loopback by default; a container sets IDENTITY_LISTEN_HOST=0.0.0.0 to be reached by its network.
// The login, sign-up and reset limits count the address the server trusts (TRUSTED_PROXIES).
const server = createServer(trustingClientAddress(provider.callback(), settings.TRUSTED_PROXIES));
server.listen(settings.IDENTITY_PORT, settings.IDENTITY_LISTEN_HOST, () => {
  console.log(`Identity provider ready at ${settings.OIDC_ISSUER}`);
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => void store.close().then(() => process.exit(0))));
}
