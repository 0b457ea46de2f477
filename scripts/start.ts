// `npm start`: builds when needed, migrates and seeds the database, then runs the storefront and
// the embedded identity provider as two processes and prints where they answer.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { needsBuild } from "./build-freshness";
import { loadEnvironment } from "./environment";

const dev = process.argv.includes("--dev");
await loadEnvironment();
const { config } = await import("../src/lib/config");
const settings = config();
// The storefront's own SIGTERM handler drains before it stops (src/lib/http/graceful-shutdown.ts).
const childEnv = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  ...(dev ? {} : { NEXT_MANUAL_SIG_HANDLE: "1" }),
};

if (!dev && needsBuild()) {
  console.log("Building the storefront (next build)...");
  const build = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
    stdio: "inherit",
    env: { ...childEnv, NODE_ENV: "production" },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

{
  const { databaseHandle, closeDatabase } = await import("../src/db");
  const { seedDatabase } = await import("../src/db/seed");
  const handle = databaseHandle();
  // A PostgreSQL that is still starting (a container beside this one) is waited for, a minute at
  // most; an instance started by other means while it is away answers 503 until it is back.
  const waitUntil = Date.now() + Number(process.env.DATABASE_WAIT_MS ?? 60_000);
  for (let attempt = 1; ; attempt += 1) {
    try {
      await handle.migrate();
      break;
    } catch (error) {
      const { isDatabaseUnreachable } = await import("../src/lib/http/database-errors");
      if (!isDatabaseUnreachable(error) || Date.now() > waitUntil) throw error;
      if (attempt === 1) console.log("Waiting for the database to accept connections...");
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  }
  const summary = await seedDatabase(handle.db);
  // The storefront process opens the PGlite folder next; only one process may own it.
  await closeDatabase();
  console.log(
    `Database ready (${handle.kind}): ${summary.models} models, ${summary.versions} versions, ${summary.dealers} dealers.`,
  );
}

// Demonstration dealers' credentials for trying the leads API (never in production); a separate
// process, since the leads code is server-only.
if (process.env.NODE_ENV !== "production") {
  spawnSync(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "scripts/dealer-credentials.ts", "--demo"],
    { stdio: "inherit", env: childEnv },
  );
}

const children: ChildProcess[] = [];
// Set once the storefront is started; a stop before that has only the services to stop.
const started: { storefront?: ChildProcess } = {};
let stopping = false;

function run(name: string, args: string[]): ChildProcess {
  const child = spawn(process.execPath, args, { stdio: "inherit", env: childEnv });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
    stop(code ?? 1);
  });
  children.push(child);
  return child;
}

// Time the processes get to finish what is in flight (a booking being saved, a lead) after
// SIGTERM before they are stopped for good; orchestrators wait longer (Kubernetes: 30 s).
const shutdownGraceMs = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000);

const exited = (child: ChildProcess) =>
  new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.on("exit", resolve)));

function stop(exitCode: number): void {
  if (stopping) return;
  stopping = true;
  setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
    process.exit(exitCode);
  }, shutdownGraceMs).unref();
  // The storefront drains first: a login or a mail it is finishing still finds the identity
  // provider and the mail catcher up.
  const storefront = started.storefront;
  const services = children.filter((child) => child !== storefront);
  const stopServices = () => {
    for (const child of services) if (child.exitCode === null) child.kill("SIGTERM");
    return Promise.all(services.map(exited));
  };
  if (storefront?.exitCode === null) storefront.kill("SIGTERM");
  void (storefront ? exited(storefront) : Promise.resolve())
    .then(stopServices)
    .then(() => process.exit(exitCode));
}

process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

// Mail to this machine goes to the embedded mail catcher and its web inbox.
const smtp = new URL(settings.SMTP_URL);
const localMail = ["127.0.0.1", "localhost", "[::1]"].includes(smtp.hostname);
if (localMail) run("Mail catcher", ["--import", "tsx", "services/mail-catcher/server.ts"]);
run("Identity provider", ["--import", "tsx", "services/identity/server.ts"]);
// The storefront opens once the provider answers, so no visitor meets a login that cannot start.
const identityUp = await waitFor(`${settings.OIDC_ISSUER}/.well-known/openid-configuration`);
started.storefront = run("Storefront", [
  "node_modules/next/dist/bin/next",
  dev ? "dev" : "start",
  "--port",
  String(settings.PORT),
]);

async function waitFor(url: string): Promise<boolean> {
  // Opening two PGlite folders on a busy machine can take a minute or more.
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

const storefrontUrl = `http://localhost:${settings.PORT}`;
const mailInboxUrl = `http://localhost:${settings.MAIL_CATCHER_WEB_PORT}`;
const [storefrontUp, mailUp] = await Promise.all([
  waitFor(`${storefrontUrl}/api/v1/health`),
  localMail ? waitFor(`${mailInboxUrl}/api/messages`) : Promise.resolve(true),
]);
if (storefrontUp && identityUp && mailUp) {
  console.log(
    `\nStorefront:        ${storefrontUrl}\nIdentity provider: ${settings.OIDC_ISSUER}\n${
      localMail ? `Mail inbox:        ${mailInboxUrl}\n` : ""
    }`,
  );
} else {
  console.error("The storefront or the identity provider did not answer in time.");
  stop(1);
}
