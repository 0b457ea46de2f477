import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { signIn } from "./session-actions";

const calls = vi.hoisted(() => ({
  loginAddress: vi.fn(),
  logoutAddress: vi.fn(),
  monitoring: vi.fn(),
  owner: vi.fn(),
}));

vi.mock("./session-calls", () => ({ sessionCalls: () => calls }));
vi.mock("@/features/analytics", () => ({ track: vi.fn() }));

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    clear: () => values.clear(),
  };
}

const assign = vi.fn();

/** A tab on `address` of the site. */
function openTab(address: string) {
  const url = new URL(address, "https://www.vw.example");
  vi.stubGlobal("window", {
    location: { pathname: url.pathname, search: url.search, assign },
    localStorage: memoryStorage(),
    sessionStorage: memoryStorage(),
  });
}

beforeEach(() => {
  calls.loginAddress.mockResolvedValue({
    ok: true,
    data: { data: { url: "https://id.example/auth" } },
  });
  calls.monitoring.mockResolvedValue({ ok: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("the top bar's Entrar", () => {
  it("comes back to the page it was pressed on", async () => {
    openTab("/ofertas?modelo=polo");
    await signIn("key");
    expect(calls.loginAddress).toHaveBeenCalledWith("/ofertas?modelo=polo");
    expect(assign).toHaveBeenCalledWith("https://id.example/auth");
  });

  it("pressed on the notice of a failed login, comes back to the page that login was for", async () => {
    openTab("/?login=falhou&voltar=%2Fgaragem");
    await signIn("key");
    expect(calls.loginAddress).toHaveBeenCalledWith("/garagem");
  });
});
