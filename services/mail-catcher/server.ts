// The local mail catcher process, started by `npm start` when SMTP_URL points at this machine.
import { loadEnvironment } from "../../scripts/environment";
import { config } from "../../src/lib/config";
import { startMailCatcher } from "./catcher";

await loadEnvironment();
const settings = config();
const smtpPort = Number(new URL(settings.SMTP_URL).port || 25);
// Loopback by default; in a container MAIL_CATCHER_HOST=0.0.0.0 lets the other services reach it.
const catcher = await startMailCatcher({
  smtpPort,
  webPort: settings.MAIL_CATCHER_WEB_PORT,
  host: process.env.MAIL_CATCHER_HOST || undefined,
});
console.log(
  `Mail catcher ready: SMTP on ${smtpPort}, inbox at http://localhost:${settings.MAIL_CATCHER_WEB_PORT}`,
);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void catcher.close().then(() => process.exit(0)));
}
