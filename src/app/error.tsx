"use client";

import { ErrorContent } from "@/features/shell";

export default function RouteError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return <ErrorContent message={error.message} onRetry={reset} />;
}
