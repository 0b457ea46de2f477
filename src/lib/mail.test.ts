import { createServer, type Server, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { mailTransport, smtpTimeouts } from "./mail";

// A server that takes the connection and never says hello: what a stalled mail relay looks like.
let server: Server | undefined;
const sockets: Socket[] = [];

afterEach(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server?.close(resolve));
});

async function silentServer(): Promise<number> {
  server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

describe("mailTransport", () => {
  it(
    "gives up on a server that never greets, instead of holding the request",
    async () => {
      const port = await silentServer();
      const transport = mailTransport(`smtp://127.0.0.1:${port}`, "Loja <nao-responda@loja.test>");
      const sending = transport.sendMail({
        to: "dono@exemplo.com.br",
        subject: "Teste",
        text: "Teste",
      });
      await expect(sending).rejects.toThrow(/greeting|timeout/i);
      expect(sockets.length).toBe(1);
    },
    smtpTimeouts.greetingTimeout + 5_000,
  );
});
