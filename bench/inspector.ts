import WebSocket from "ws";
import type { CpuProfile } from "./cpu-profile";

// SIGUSR1 opens a running Node.js process's inspector on its inspect port (9229 unless it was
// started with another), so a server started as `npm start` starts it is profiled as it is.
const inspectorPort = 9229;

async function inspectorUrl(withinMs: number): Promise<string> {
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    try {
      const targets = (await (
        await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)
      ).json()) as {
        webSocketDebuggerUrl: string;
      }[];
      if (targets[0]) return targets[0].webSocketDebuggerUrl;
    } catch {
      // not open yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the inspector did not open on ${inspectorPort}`);
}

/** The CPU profile of process `pid` while `work` runs, sampled every 200 µs. */
export async function profileWhile(pid: number, work: () => Promise<void>): Promise<CpuProfile> {
  process.kill(pid, "SIGUSR1");
  const socket = new WebSocket(await inspectorUrl(10_000));
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
  let lastId = 0;
  const pending = new Map<number, (result: unknown) => void>();
  socket.on("message", (data) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
  });
  const send = <T>(method: string, params: object = {}) =>
    new Promise<T>((resolve) => {
      lastId += 1;
      pending.set(lastId, resolve as (result: unknown) => void);
      socket.send(JSON.stringify({ id: lastId, method, params }));
    });
  try {
    await send("Profiler.enable");
    await send("Profiler.setSamplingInterval", { interval: 200 });
    await send("Profiler.start");
    await work();
    return (await send<{ profile: CpuProfile }>("Profiler.stop")).profile;
  } finally {
    socket.close();
  }
}
