// `npm run bench:profile`: where the server's CPU goes while it renders /ofertas for every request
// (a login under way, decision 039), against the bare Next.js page of the same 12 offers. Each
// server is profiled through the inspector while autocannon loads it; the result is CPU time per
// request, split by who spends it, and the size of each answer.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import os from "node:os";
import { loadEnvironment } from "../scripts/environment";
import { startBaselineServer } from "./baseline-server";
import { loadTest } from "./load";
import { cpuShares, type CpuProfile, type CpuShare } from "./cpu-profile";
import { profileWhile } from "./inspector";
import { startBenchServer, buildWhenNeeded } from "./server";

const port = Number(process.env.BENCH_PORT ?? 3200);
const baselinePort = port + 10;
const seconds = Number(process.env.PROFILE_SECONDS ?? 20);

interface Subject {
  name: string;
  url: string;
  headers: Record<string, string>;
}

interface SubjectProfile {
  name: string;
  requests: number;
  requestsPerSecond: number;
  cpuMsPerRequest: number;
  htmlBytes: number;
  rscPayloadBytes: number;
  shares: CpuShare[];
}

/** The pid of the process listening on `port` (the Next.js server, below npm's own processes). */
function listenerPid(listenPort: number): number {
  const line = execFileSync("ss", ["-ltnpH", `sport = :${listenPort}`], { encoding: "utf8" });
  const pid = /pid=(\d+)/.exec(line)?.[1];
  if (!pid) throw new Error(`no process listens on ${listenPort}`);
  return Number(pid);
}

/** The answer's size, and how much of it is the inline RSC payload the client hydrates from. */
async function answerSize(subject: Subject): Promise<{ html: number; rsc: number }> {
  const html = await (await fetch(subject.url, { headers: subject.headers })).text();
  let rsc = 0;
  for (const [, body] of html.matchAll(/<script[^>]*>(self\.__next_f\.push[\s\S]*?)<\/script>/g)) {
    rsc += Buffer.byteLength(body ?? "");
  }
  return { html: Buffer.byteLength(html), rsc };
}

async function profileSubject(subject: Subject): Promise<SubjectProfile> {
  const pid = listenerPid(Number(new URL(subject.url).port));
  const warm = { connections: 50, durationSeconds: 5, headers: subject.headers };
  await loadTest(
    `${subject.name} warm-up`,
    new URL(subject.url).origin,
    new URL(subject.url).pathname,
    warm,
  );
  let requests = 0;
  let requestsPerSecond = 0;
  const profile: CpuProfile = await profileWhile(pid, async () => {
    const result = await loadTest(
      subject.name,
      new URL(subject.url).origin,
      new URL(subject.url).pathname,
      {
        ...warm,
        durationSeconds: seconds,
      },
    );
    requests = result.requestsPerSecond * seconds;
    requestsPerSecond = result.requestsPerSecond;
  });
  const { busyMs, shares } = cpuShares(profile);
  const size = await answerSize(subject);
  return {
    name: subject.name,
    requests,
    requestsPerSecond,
    cpuMsPerRequest: requests > 0 ? busyMs / requests : 0,
    htmlBytes: size.html,
    rscPayloadBytes: size.rsc,
    shares,
  };
}

function markdown(profiles: SubjectProfile[]): string {
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  const lines = [
    `# Render profile ${new Date().toISOString().slice(0, 10)}`,
    "",
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? "CPU"}, Node ${process.version}, load average before the run ${os.loadavg()[0]?.toFixed(2)}.`,
    `Each server is loaded by autocannon (50 connections, ${seconds} s, after 5 s of warm-up) while its inspector samples the CPU every 200 µs.`,
    "",
    "| page | req/s | CPU ms per request | HTML | of which inline RSC payload |",
    "| --- | --- | --- | --- | --- |",
    ...profiles.map(
      (p) =>
        `| ${p.name} | ${p.requestsPerSecond} | ${p.cpuMsPerRequest.toFixed(1)} | ${kb(p.htmlBytes)} | ${kb(p.rscPayloadBytes)} |`,
    ),
    "",
  ];
  for (const p of profiles) {
    lines.push(
      `## ${p.name}: CPU per request by who spends it`,
      "",
      "| part | share | ms per request |",
      "| --- | --- | --- |",
    );
    for (const share of p.shares) {
      lines.push(
        `| ${share.part} | ${(share.share * 100).toFixed(1)} % | ${(share.share * p.cpuMsPerRequest).toFixed(2)} |`,
      );
    }
    lines.push("");
  }
  return lines.join("\n");
}

await loadEnvironment();
buildWhenNeeded();

const profiles: SubjectProfile[] = [];
const server = await startBenchServer(port);
let answer: string;
try {
  answer = await (
    await fetch(`${server.baseUrl}/api/v1/offers/byPage?page=1&size=12`, {
      headers: { "api-key": process.env.API_KEY ?? "" },
    })
  ).text();
  profiles.push(
    await profileSubject({
      // A login under way makes the page personal: it is rendered for every request.
      name: "/ofertas rendered per request",
      url: `${server.baseUrl}/ofertas`,
      headers: { cookie: "oidc_tx=bench-login" },
    }),
  );
} finally {
  // Its inspector holds the default port the baseline's opens on.
  await server.stop();
}
const baseline = await startBaselineServer(answer, baselinePort);
try {
  profiles.push(
    await profileSubject({
      name: "bare Next.js page of the same 12 offers",
      url: `${baseline.baseUrl}/cards`,
      headers: {},
    }),
  );
} finally {
  await baseline.stop();
}

const file = `bench/results/${new Date().toISOString().slice(0, 10)}-render-profile.md`;
writeFileSync(file, `${markdown(profiles)}\n`);
console.log(`wrote ${file}`);
