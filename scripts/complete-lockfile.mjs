// The npm registry reachable here has only the Linux builds of some native packages (next's swc,
// tailwind's oxide), so `npm install` leaves the other platforms' optional packages out of the
// lockfile and `npm ci` then refuses it. This adds them back as platform-restricted optional
// entries, which npm skips on platforms they do not match. Run after changing dependencies.
import { readFileSync, writeFileSync } from "node:fs";

const file = "package-lock.json";
const lock = JSON.parse(readFileSync(file, "utf8"));
const oses = new Set([
  "aix",
  "android",
  "darwin",
  "freebsd",
  "linux",
  "netbsd",
  "openbsd",
  "openharmony",
  "sunos",
  "win32",
]);
let added = 0;

function platformOf(name) {
  const tokens = name.split("/").pop().split("-");
  for (let i = 0; i < tokens.length; i += 1) {
    if (oses.has(tokens[i]))
      return { os: [tokens[i]], cpu: tokens[i + 1] ? [tokens[i + 1]] : undefined };
    if (tokens[i] === "wasm32") return { cpu: ["wasm32"] };
  }
  return undefined;
}

for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const nested = `${location}/node_modules/${name}`;
    if (lock.packages[key] || lock.packages[nested]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(spec)) continue;
    lock.packages[key] = {
      version: spec,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(platform.cpu ? { cpu: platform.cpu } : {}),
      ...(platform.os ? { os: platform.os } : {}),
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === "" ? -1 : b === "" ? 1 : a.localeCompare(b),
  ),
);
writeFileSync(file, JSON.stringify(lock, null, 2) + "\n");
console.log(`${added} platform-specific optional packages added to ${file}.`);
