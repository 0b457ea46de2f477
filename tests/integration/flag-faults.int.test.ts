// SPEC.md section 5: when the remote flag server is down or hangs, pages get the default flags
// (with the pt-BR warning in the log), never an error and never a wait beyond the 3 s timeout.
import { createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const port = vi.hoisted(() => {
  const chosen = 26000 + Math.floor(Math.random() * 2000);
  process.env.FLAGS_API_HOST = `http://127.0.0.1:${chosen}`;
  process.env.FLAGS_CLIENT_KEY = "sdk-fault-test-0000000000";
  return chosen;
});

vi.mock("next/headers", () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => new Headers(),
}));

const { getRequestFlags } = await import("@/features/flags/server");
const { flagDefaults } = await import("@/features/flags/domain/flag-defaults");

describe("flags when the flag server fails", () => {
  it("gives the defaults when nothing listens at the flag server's address", async () => {
    expect(await getRequestFlags()).toEqual({ flags: flagDefaults, etag: undefined });
  });

  describe("a flag server that accepts connections and never answers", () => {
    let server: Server;
    const sockets = new Set<Socket>();
    beforeAll(async () => {
      // Holds every connection open without a byte.
      server = createServer((socket) => {
        sockets.add(socket);
      });
      await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    });
    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });

    it("gives up at its timeout and gives the defaults", async () => {
      expect(await getRequestFlags()).toEqual({ flags: flagDefaults, etag: undefined });
    }, 15_000);
  });
});
