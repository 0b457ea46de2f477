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
}

/** autocannon over loopback only, bounded in time. */
export async function loadTest(
  name: string,
  baseUrl: string,
  path: string,
  options: { connections: number; durationSeconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const result = await autocannon({
    url: `${baseUrl}${path}`,
    connections: options.connections,
    duration: options.durationSeconds,
    headers: options.headers,
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
  };
}
