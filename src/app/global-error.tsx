"use client";

import { ErrorContent } from "@/features/shell";
import "./globals.css";

// Replaces the root layout when the layout itself fails, so it brings its own html and body.
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <html lang="pt-BR">
      <body className="page-gutter">
        <ErrorContent reference={error.digest} onRetry={reset} />
      </body>
    </html>
  );
}
