"use client";

import { ErrorContent } from "@/features/shell";

// The error's own text is never shown: in production it is the framework's English placeholder.
// The digest names the server's log line ("server error", same digest) for whoever investigates.
export default function RouteError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return <ErrorContent reference={error.digest} onRetry={reset} />;
}
