// `npm run bench:js`: the production build's first-load JavaScript per page, alone.
import { mkdirSync, writeFileSync } from "node:fs";
import { loadEnvironment } from "../scripts/environment";
import { firstLoadTable, measureFirstLoadJs, ownerPages, visitorPages } from "./first-load-js";
import { bookedServiceId, cookieHeader, registeredOwnerCookies } from "./owner-journey";
import { startBenchServer } from "./server";

await loadEnvironment();
const port = Number(process.env.BENCH_PORT ?? 3210);
const server = await startBenchServer(port);
try {
  const first = (await (
    await fetch(`${server.baseUrl}/api/v1/offers/byPage?size=1`, {
      headers: { "api-key": process.env.API_KEY ?? "" },
    })
  ).json()) as { offers: { slug: string }[] };
  const pages = await measureFirstLoadJs(server.baseUrl, visitorPages(first.offers[0]?.slug ?? ""));
  const owner = cookieHeader(await registeredOwnerCookies(server.baseUrl, port));
  pages.push(...(await measureFirstLoadJs(server.baseUrl, ownerPages, owner)));
  // A booking's confirmation, as the owner lands on it after confirming.
  const bookingId = await bookedServiceId(server.baseUrl, process.env.API_KEY ?? "", owner, {
    name: "Cliente do Bench",
    email: "bench.agendamento@exemplo.com.br",
  });
  pages.push(
    ...(await measureFirstLoadJs(
      server.baseUrl,
      [`/agendamento/servicos/confirmacao?id=${bookingId}`],
      owner,
    )),
  );
  const stamp = new Date().toISOString().slice(0, 10);
  const text = [
    `# First-load JavaScript ${stamp}`,
    "",
    "Every script the page's HTML asks for, gzipped at level 9 (`bench/first-load-js.ts`); the owner's pages with a registered owner's session.",
    "",
    ...firstLoadTable(pages),
    "",
  ].join("\n");
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(`bench/results/${stamp}-first-load-js.md`, text);
  console.log(text);
} finally {
  await server.stop();
}
