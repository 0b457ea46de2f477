import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { signIn, signOut } from "./session-actions";

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

/** A tab on `address` of the site; answers what the tab keeps (sessionStorage). */
function openTab(address: string) {
  const url = new URL(address, "https://www.vw.example");
  const sessionStorage = memoryStorage();
  vi.stubGlobal("window", {
    location: { pathname: url.pathname, search: url.search, assign },
    localStorage: memoryStorage(),
    sessionStorage,
  });
  return sessionStorage.values;
}

beforeEach(() => {
  calls.loginAddress.mockResolvedValue({
    ok: true,
    data: { data: { url: "https://id.example/auth" } },
  });
  calls.logoutAddress.mockResolvedValue({ ok: true, data: { url: "https://id.example/logout" } });
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

describe("Sair", () => {
  /** A tab where the owner has a booking under way and has made a purchase already reported. */
  function tabWithBooking() {
    const kept = openTab("/agendamento/revisao");
    kept.set("bookingCart", '{"flow":"revision"}');
    kept.set("bookingPhotos", "[]");
    kept.set("purchaseTracked:AB12CD", "1");
    return kept;
  }

  it("takes the booking under way with the owner, and keeps the note of a purchase reported", async () => {
    const kept = tabWithBooking();
    await signOut("key", "asked");
    expect([...kept.keys()]).toEqual(["purchaseTracked:AB12CD"]);
    expect(assign).toHaveBeenCalledWith("https://id.example/logout");
  });

  it("after a session that ran out, keeps the booking for the owner's next login", async () => {
    const kept = tabWithBooking();
    await signOut("key", "expired");
    expect([...kept.keys()]).toEqual(["bookingCart", "bookingPhotos", "purchaseTracked:AB12CD"]);
  });
});
