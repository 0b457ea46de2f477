import { beforeAll, describe, expect, it } from "vitest";
import { GET as campaigns } from "@/app/api/v1/campaigns/route";
import { GET as dealers } from "@/app/api/v1/dealers/route";
import { GET as offersByIdList } from "@/app/api/v1/offers/byIdList/route";
import { GET as offersByPage } from "@/app/api/v1/offers/byPage/route";
import { GET as randomDealer } from "@/app/api/v1/offers/dealers/random/route";
import { GET as offerDealers } from "@/app/api/v1/offers/dealers/route";
import { POST as enableNegotiation } from "@/app/api/v1/offers/enableNegotiationFlagById/route";
import { GET as offers } from "@/app/api/v1/offers/route";
import { GET as categoryFilters } from "@/app/api/v1/products/models/category/filters/route";
import { databaseHandle } from "@/db";
import { offers as offerTable } from "@/db/schema";
import { seedDatabase } from "@/db/seed";
import { offerCatalog } from "@/features/offers/server";
import { eq } from "drizzle-orm";

const context = { params: Promise.resolve({}) };
const apiKey = process.env.API_KEY ?? "";
const curitiba = "lat=-25.4284&lng=-49.2733&state=PR&city=Curitiba";

interface ApiOffer {
  id: number;
  kind: string;
  slug: string;
  carName: string;
  category: number;
  buyType: string;
  price: number;
  segments: string[];
  validUntil: string;
  negotiationEnabled: boolean;
  dealer: { stateCode: string; city: string; distanceKm: number } | null;
  airbag: number;
  standartEquipament: string[];
}

type Handler = (request: Request, ctx: typeof context) => Promise<Response>;

async function call<T>(handler: Handler, path: string, init: RequestInit = {}) {
  const response = await handler(
    new Request(`http://localhost${path}`, {
      ...init,
      headers: { "api-key": apiKey, "content-type": "application/json", ...init.headers },
    }),
    context,
  );
  return { status: response.status, body: (await response.json()) as T };
}

beforeAll(async () => {
  await seedDatabase(databaseHandle().db);
  offerCatalog.clear();
});

describe("GET /api/v1/offers and /offers/byPage", () => {
  it("lists Paraná dealers first for a Curitiba location", async () => {
    const { status, body } = await call<{ offers: ApiOffer[] }>(
      offers,
      `/api/v1/offers?${curitiba}`,
    );
    expect(status).toBe(200);
    expect(body.offers.length).toBeGreaterThan(50);
    const firstStates = body.offers.slice(0, 15).map((offer) => offer.dealer?.stateCode);
    expect(new Set(firstStates)).toEqual(new Set(["PR"]));
    const distances = body.offers.map((offer) => offer.dealer?.distanceKm ?? Infinity);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    // Outlet offers of São Paulo dealers are not for a shopper in Paraná.
    expect(
      body.offers.some((offer) => offer.kind === "dealer" && offer.dealer?.stateCode === "SP"),
    ).toBe(false);
  });

  it("filters by kind, category, model, buy type and segment", async () => {
    const suv = await call<{ offers: ApiOffer[] }>(offers, "/api/v1/offers?category=3");
    expect(suv.body.offers.length).toBeGreaterThan(0);
    expect(suv.body.offers.every((offer) => offer.category === 3)).toBe(true);

    const nivus = await call<{ offers: ApiOffer[] }>(
      offers,
      "/api/v1/offers?carName=nivus&buyType=financing",
    );
    expect(nivus.body.offers.length).toBeGreaterThan(0);
    expect(nivus.body.offers.every((o) => o.carName === "Nivus" && o.buyType === "financing")).toBe(
      true,
    );

    const pcd = await call<{ offers: ApiOffer[] }>(
      offers,
      "/api/v1/offers?kind=direct-sales&segments=PcD",
    );
    expect(pcd.body.offers.length).toBeGreaterThan(5);
    expect(
      pcd.body.offers.every((o) => o.kind === "direct-sales" && o.segments.includes("PcD")),
    ).toBe(true);
  });

  it("never shows an ended or future offer", async () => {
    const { body } = await call<{ offers: ApiOffer[] }>(offers, "/api/v1/offers");
    const now = Date.now();
    expect(body.offers.every((offer) => Date.parse(offer.validUntil) >= now)).toBe(true);
    expect(body.offers.some((offer) => offer.slug.endsWith("-encerrada"))).toBe(false);
    expect(body.offers.some((offer) => offer.slug.endsWith("-em-breve"))).toBe(false);
  });

  it("pages through the offers", async () => {
    const first = await call<{ offers: ApiOffer[]; total: number; totalPages: number }>(
      offersByPage,
      "/api/v1/offers/byPage?page=1&size=10",
    );
    expect(first.status).toBe(200);
    expect(first.body.offers).toHaveLength(10);
    expect(first.body.total).toBeGreaterThanOrEqual(150);
    const second = await call<{ offers: ApiOffer[] }>(
      offersByPage,
      "/api/v1/offers/byPage?page=2&size=10",
    );
    expect(second.body.offers[0]?.id).not.toBe(first.body.offers[0]?.id);
  });

  it.each([
    ["category=abc", "category"],
    ["page=-1", "page"],
    ["size=10000", "size"],
    ["buyType=leasing", "buyType"],
    ["lat=200", "lat"],
  ])("answers 400 in pt-BR for %s", async (query, field) => {
    const { status, body } = await call<{
      error: { code: string; message: string; fields: Record<string, string> };
    }>(offersByPage, `/api/v1/offers/byPage?${query}`);
    expect(status).toBe(400);
    expect(body.error.code).toBe("VALIDATION_ERROR");
    expect(body.error.fields[field]).toBeTruthy();
  });

  it("answers 404 for a model that does not exist", async () => {
    const { status, body } = await call<{ error: { message: string } }>(
      offers,
      "/api/v1/offers?carName=Fusca",
    );
    expect(status).toBe(404);
    expect(body.error.message).toBe("Modelo não encontrado.");
  });
});

describe("GET /api/v1/offers/byIdList", () => {
  it("returns the active offers and reports the ids that are gone", async () => {
    const [ended] = await databaseHandle()
      .db.select({ id: offerTable.id })
      .from(offerTable)
      .where(eq(offerTable.slug, "polo-track-bz13-mpi-encerrada"));
    const { body: list } = await call<{ offers: ApiOffer[] }>(
      offersByPage,
      "/api/v1/offers/byPage?size=2",
    );
    const ids = list.offers.map((offer) => offer.id);
    const { status, body } = await call<{ offers: ApiOffer[]; missingIds: number[] }>(
      offersByIdList,
      `/api/v1/offers/byIdList?ids=${[...ids, ended?.id, 999999].join(",")}`,
    );
    expect(status).toBe(200);
    expect(body.offers.map((offer) => offer.id)).toEqual(ids);
    expect(body.missingIds).toEqual([ended?.id, 999999]);
    expect(body.offers[0]?.standartEquipament.length).toBeGreaterThan(0);
  });

  it("refuses a list that is not numeric", async () => {
    const { status } = await call(offersByIdList, "/api/v1/offers/byIdList?ids=1,abc");
    expect(status).toBe(400);
  });
});

describe("dealers", () => {
  it("lists the dealers of an offer nearest first, and draws one of the nearest", async () => {
    const { body: list } = await call<{ offers: ApiOffer[] }>(
      offers,
      `/api/v1/offers?${curitiba}&kind=model`,
    );
    const national = list.offers[0];
    const { status, body } = await call<{ dealers: { stateCode: string; distanceKm: number }[] }>(
      offerDealers,
      `/api/v1/offers/dealers?offerId=${national?.id}&${curitiba}&limit=5`,
    );
    expect(status).toBe(200);
    expect(body.dealers).toHaveLength(5);
    expect(body.dealers[0]?.stateCode).toBe("PR");

    const random = await call<{ dealer: { stateCode: string } }>(
      randomDealer,
      `/api/v1/offers/dealers/random?offerId=${national?.id}&${curitiba}`,
    );
    expect(random.status).toBe(200);
    expect(["PR", "SC"]).toContain(random.body.dealer.stateCode);

    const missing = await call(offerDealers, `/api/v1/offers/dealers?offerId=999999`);
    expect(missing.status).toBe(404);
  });

  it("lists dealers near Curitiba, Paraná first", async () => {
    const { body } = await call<{ dealers: { stateCode: string; city: string }[] }>(
      dealers,
      `/api/v1/dealers?${curitiba}&limit=3`,
    );
    expect(body.dealers.map((dealer) => dealer.city)).toEqual(["Curitiba", "Curitiba", "Curitiba"]);
  });
});

describe("campaigns, filters and negotiation", () => {
  it("lists active campaigns only, with visible offer counts", async () => {
    const { body } = await call<{ campaigns: { slug: string; offerCount: number }[] }>(
      campaigns,
      `/api/v1/campaigns?${curitiba}`,
    );
    const slugs = body.campaigns.map((campaign) => campaign.slug);
    expect(slugs).toContain("feirao-volkswagen");
    expect(slugs).not.toContain("queima-de-estoque-2025");
    expect(body.campaigns.every((campaign) => campaign.offerCount >= 0)).toBe(true);
  });

  it("offers the filter choices with counts", async () => {
    const { body } = await call<{
      categories: { name: string; models: { name: string }[] }[];
      segments: { id: string; offerCount: number }[];
    }>(categoryFilters, "/api/v1/products/models/category/filters?kind=direct-sales");
    expect(body.categories.map((category) => category.name)).toContain("SUV");
    expect(body.segments.find((segment) => segment.id === "PcD")?.offerCount).toBeGreaterThan(0);
  });

  it("enables negotiation on an offer for an operator and stores it; the api-key alone is 401", async () => {
    const { body: list } = await call<{ offers: ApiOffer[] }>(
      offersByPage,
      "/api/v1/offers/byPage?size=1",
    );
    const id = list.offers[0]?.id ?? 0;
    const visitor = await call(enableNegotiation, "/api/v1/offers/enableNegotiationFlagById", {
      method: "POST",
      body: JSON.stringify({ id }),
    });
    expect(visitor.status).toBe(401);
    const operator = { authorization: `Bearer ${process.env.OPERATOR_SECRET ?? ""}` };
    const { status, body } = await call<{ negotiationEnabled: boolean }>(
      enableNegotiation,
      "/api/v1/offers/enableNegotiationFlagById",
      { method: "POST", body: JSON.stringify({ id }), headers: operator },
    );
    expect(status).toBe(200);
    expect(body.negotiationEnabled).toBe(true);
    const [stored] = await databaseHandle()
      .db.select({ negotiationEnabled: offerTable.negotiationEnabled })
      .from(offerTable)
      .where(eq(offerTable.id, id));
    expect(stored?.negotiationEnabled).toBe(true);

    const missing = await call(enableNegotiation, "/api/v1/offers/enableNegotiationFlagById", {
      method: "POST",
      body: JSON.stringify({ id: 999999 }),
      headers: operator,
    });
    expect(missing.status).toBe(404);
  });
});
