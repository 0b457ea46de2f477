/**
 * The page's policy forbids eval, and zod probes for it (`Function("")`) on its first object
 * parse: the probe's error is caught, but Chrome still reports a policy violation for it. zod
 * keeps its settings on `globalThis.__zod_globalConfig`, shared by every copy it loads; setting
 * `jitless` there, without importing zod, skips the probe and keeps zod off pages that do not
 * parse. Runs on every page, before any form or answer is parsed; the server keeps its JIT.
 */
if (typeof window !== "undefined") {
  const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
