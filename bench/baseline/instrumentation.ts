// The bare app has nothing to start: without this file the build takes the storefront's own
// src/instrumentation.ts from the workspace root (Turbopack looks there too), and with it the
// database, the outbox and the reminders, which a bare page does not have.
export function register(): void {}
