import autocannon from "autocannon";

export interface LoadResult {
  name: string;
  path: string;
  connections: number;
  durationSeconds: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
  non2xx: number;
  /** p99 of the server's own time (Server-Timing "app"), without the queueing of the load. */
  serverP99Ms?: number;
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? 0;
}

/**
 * autocannon over loopback only, bounded in time. `nextPath`, when given, names each request's
 * path (a new search per request, so no cache answers); `path` then only labels the result.
 */
export async function loadTest(
  name: string,
  baseUrl: string,
  path: string,
  options: {
    connections: number;
    durationSeconds: number;
    headers?: Record<string, string>;
    nextPath?: () => string;
  },
): Promise<LoadResult> {
  const serverTimes: number[] = [];
  const { nextPath } = options;
  const result = await autocannon({
    url: `${baseUrl}${path}`,
    connections: options.connections,
    duration: options.durationSeconds,
    headers: options.headers,
    requests: [
      {
        ...(nextPath ? { setupRequest: (request) => ({ ...request, path: nextPath() }) } : {}),
        onResponse: (_status, _body, _context, headers) => {
          const timing = /app;dur=([\d.]+)/.exec(String(headers?.["server-timing"] ?? ""));
          if (timing?.[1]) serverTimes.push(Number(timing[1]));
        },
      },
    ],
  });
  return {
    name,
    path,
    connections: options.connections,
    durationSeconds: options.durationSeconds,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    ...(serverTimes.length > 0
      ? { serverP99Ms: Math.round(percentile(serverTimes, 0.99) * 10) / 10 }
      : {}),
  };
}
