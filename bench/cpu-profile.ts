/** The parts of a V8 CPU profile (`Profiler.stop`) the shares are computed from. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string } }[];
  samples: number[];
  timeDeltas: number[];
}

export interface CpuShare {
  part: string;
  /** Of the busy time (samples that were not idle), 0 to 1. */
  share: number;
}

/** Who a sampled function belongs to, by the file it was loaded from. */
function partOf(functionName: string, url: string): string {
  if (functionName === "(garbage collector)") return "garbage collection";
  if (url.includes("app-page-turbo.runtime") || url.includes("app-page.runtime")) {
    return "React rendering on the server (Next.js's app-page runtime: RSC payload and HTML)";
  }
  if (url.includes("node_modules/next/")) return "Next.js's server (routing, proxy, answer)";
  if (/\.next\/server\/(chunks\/)?(ssr\/)?src_/.test(url) || /\/app\/[^/]+\.tsx?$/.test(url)) {
    return "the page's own code";
  }
  if (url.includes(".next/server/")) return "shared server chunks (libraries, the proxy)";
  if (url.includes("pglite") || url.startsWith("wasm:")) return "PGlite";
  if (url.startsWith("node:") || url === "") {
    return "Node.js (streams, buffers, text encoding, async context, microtasks)";
  }
  return "other libraries";
}

/** Busy CPU time of a profile, in ms, and its shares by part, largest first. */
export function cpuShares(profile: CpuProfile): { busyMs: number; shares: CpuShare[] } {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byPart = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((nodeId, index) => {
    const frame = frames.get(nodeId);
    const delta = profile.timeDeltas[index] ?? 0;
    if (!frame || frame.functionName === "(idle)" || frame.functionName === "(program)") return;
    const part = partOf(frame.functionName, frame.url);
    byPart.set(part, (byPart.get(part) ?? 0) + delta);
    busy += delta;
  });
  const shares = [...byPart]
    .map(([part, micros]) => ({ part, share: busy > 0 ? micros / busy : 0 }))
    .sort((a, b) => b.share - a.share);
  return { busyMs: busy / 1000, shares };
}
