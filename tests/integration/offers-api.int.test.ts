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
import { callRoute } from "../support/route-caller";

const curitiba = "lat=-25.4284&lng=-49.2733&state=PR&city=Curitiba";

beforeAll(async () => {
  await seedDatabase(databaseHandle().db);
  offerCatalog.clear();
});

describe("GET /api/v1/offers and /offers/byPage", () => {
  it("lists Paraná dealers first for a Curitiba location", async () => {
    const { status, body } = await callRoute(offers, { query: curitiba });
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
    const suv = await callRoute(offers, { query: "category=3" });
    expect(suv.body.offers.length).toBeGreaterThan(0);
    expect(suv.body.offers.every((offer) => offer.category === 3)).toBe(true);

    const nivus = await callRoute(offers, { query: "carName=nivus&buyType=financing" });
    expect(nivus.body.offers.length).toBeGreaterThan(0);
    expect(nivus.body.offers.every((o) => o.carName === "Nivus" && o.buyType === "financing")).toBe(
      true,
    );

    const pcd = await callRoute(offers, { query: "kind=direct-sales&segments=PcD" });
    expect(pcd.body.offers.length).toBeGreaterThan(5);
    expect(
      pcd.body.offers.every((o) => o.kind === "direct-sales" && o.segments.includes("PcD")),
    ).toBe(true);
  });

  it("never shows an ended or future offer", async () => {
    const { body } = await callRoute(offers);
    const now = Date.now();
    expect(body.offers.every((offer) => Date.parse(offer.validUntil) >= now)).toBe(true);
    expect(body.offers.some((offer) => offer.slug.endsWith("-encerrada"))).toBe(false);
    expect(body.offers.some((offer) => offer.slug.endsWith("-em-breve"))).toBe(false);
  });

  it("pages through the offers", async () => {
    const first = await callRoute(offersByPage, { query: "page=1&size=10" });
    expect(first.status).toBe(200);
    expect(first.body.offers).toHaveLength(10);
    expect(first.body.total).toBeGreaterThanOrEqual(150);
    const second = await callRoute(offersByPage, { query: "page=2&size=10" });
    expect(second.body.offers[0]?.id).not.toBe(first.body.offers[0]?.id);
  });

  it("orders byPage by price when asked, and nearest first otherwise", async () => {
    const prices = (body: { offers: { price: number }[] }) => body.offers.map((o) => o.price);
    const ascending = (values: number[]) => [...values].sort((a, b) => a - b);

    const cheapest = await callRoute(offersByPage, { query: `${curitiba}&sort=price-asc&size=48` });
    expect(cheapest.status).toBe(200);
    expect(cheapest.body.offers).toHaveLength(48);
    expect(prices(cheapest.body)).toEqual(ascending(prices(cheapest.body)));
    // The next page goes on from where the first stopped: one order over all the offers.
    const next = await callRoute(offersByPage, {
      query: `${curitiba}&sort=price-asc&size=48&page=2`,
    });
    expect(next.body.offers[0]?.price).toBeGreaterThanOrEqual(prices(cheapest.body).at(-1) ?? 0);

    const dearest = await callRoute(offersByPage, { query: `${curitiba}&sort=price-desc&size=48` });
    expect(prices(dearest.body)).toEqual(ascending(prices(dearest.body)).reverse());
    expect(dearest.body.total).toBe(cheapest.body.total);
    expect(dearest.body.offers[0]?.price).toBeGreaterThan(cheapest.body.offers[0]?.price ?? 0);

    // The filters still apply in a price order.
    const suv = await callRoute(offersByPage, { query: "category=3&sort=price-asc&size=48" });
    expect(suv.body.offers.every((offer) => offer.category === 3)).toBe(true);
    expect(prices(suv.body)).toEqual(ascending(prices(suv.body)));

    // sort=distance, an empty sort and none are the same list, nearest dealer first.
    const ids = (body: { offers: { id: number }[] }) => body.offers.map((o) => o.id);
    const nearest = await callRoute(offersByPage, { query: `${curitiba}&size=24` });
    const distance = await callRoute(offersByPage, { query: `${curitiba}&size=24&sort=distance` });
    const empty = await callRoute(offersByPage, { query: `${curitiba}&size=24&sort=` });
    expect(ids(distance.body)).toEqual(ids(nearest.body));
    expect(ids(empty.body)).toEqual(ids(nearest.body));
    const distances = nearest.body.offers.map((offer) => offer.dealer?.distanceKm ?? Infinity);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it.each(["preco", "menor-preco", "PRICE-ASC", "price-asc,price-desc"])(
    "refuses sort=%s with a 400 in pt-BR",
    async (sort) => {
      const { status, error } = await callRoute(offersByPage, {
        query: `sort=${encodeURIComponent(sort)}`,
      });
      expect(status).toBe(400);
      expect(error.code).toBe("VALIDATION_ERROR");
      expect(error.fields?.sort).toBe("Ordenação inválida: use distance, price-asc ou price-desc.");
    },
  );

  it.each([
    ["category=abc", "category"],
    ["page=-1", "page"],
    ["size=10000", "size"],
    ["buyType=leasing", "buyType"],
    ["lat=200", "lat"],
  ])("answers 400 in pt-BR for %s", async (query, field) => {
    const { status, error } = await callRoute(offersByPage, { query });
    expect(status).toBe(400);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.fields?.[field]).toBeTruthy();
  });

  it("answers 404 for a model that does not exist", async () => {
    const { status, error } = await callRoute(offers, { query: "carName=Fusca" });
    expect(status).toBe(404);
    expect(error.message).toBe("Modelo não encontrado.");
  });
});

describe("GET /api/v1/offers/byIdList", () => {
  it("returns the active offers and reports the ids that are gone", async () => {
    const [ended] = await databaseHandle()
      .db.select({ id: offerTable.id })
      .from(offerTable)
      .where(eq(offerTable.slug, "polo-track-bz13-mpi-encerrada"));
    const { body: list } = await callRoute(offersByPage, { query: "size=2" });
    const ids = list.offers.map((offer) => offer.id);
    const { status, body } = await callRoute(offersByIdList, {
      query: `ids=${[...ids, ended?.id, 999999].join(",")}`,
    });
    expect(status).toBe(200);
    expect(body.offers.map((offer) => offer.id)).toEqual(ids);
    expect(body.missingIds).toEqual([ended?.id, 999999]);
    expect(body.offers[0]?.standartEquipament.length).toBeGreaterThan(0);
  });

  it("refuses a list that is not numeric", async () => {
    const { status } = await callRoute(offersByIdList, { query: "ids=1,abc" });
    expect(status).toBe(400);
  });
});

describe("dealers", () => {
  it("lists the dealers of an offer nearest first, and draws one of the nearest", async () => {
    const { body: list } = await callRoute(offers, { query: `${curitiba}&kind=model` });
    const national = list.offers[0];
    const { status, body } = await callRoute(offerDealers, {
      query: `offerId=${national?.id}&${curitiba}&limit=5`,
    });
    expect(status).toBe(200);
    expect(body.dealers).toHaveLength(5);
    expect(body.dealers[0]?.stateCode).toBe("PR");

    const random = await callRoute(randomDealer, { query: `offerId=${national?.id}&${curitiba}` });
    expect(random.status).toBe(200);
    expect(["PR", "SC"]).toContain(random.body.dealer.stateCode);

    const missing = await callRoute(offerDealers, { query: "offerId=999999" });
    expect(missing.status).toBe(404);
  });

  it("lists dealers near Curitiba, Paraná first", async () => {
    const { body } = await callRoute(dealers, { query: `${curitiba}&limit=3` });
    expect(body.dealers.map((dealer) => dealer.city)).toEqual(["Curitiba", "Curitiba", "Curitiba"]);
  });
});

describe("campaigns, filters and negotiation", () => {
  it("lists active campaigns only, with visible offer counts", async () => {
    const { body } = await callRoute(campaigns, { query: curitiba });
    const slugs = body.campaigns.map((campaign) => campaign.slug);
    expect(slugs).toContain("feirao-volkswagen");
    expect(slugs).not.toContain("queima-de-estoque-2025");
    expect(body.campaigns.every((campaign) => campaign.offerCount >= 0)).toBe(true);
  });

  it("offers the filter choices with counts", async () => {
    const { body } = await callRoute(categoryFilters, { query: "kind=direct-sales" });
    expect(body.categories.map((category) => category.name)).toContain("SUV");
    expect(body.segments.find((segment) => segment.id === "PcD")?.offerCount).toBeGreaterThan(0);
  });

  it("enables negotiation on an offer for an operator and stores it; the api-key alone is 401", async () => {
    const { body: list } = await callRoute(offersByPage, { query: "size=1" });
    const id = list.offers[0]?.id ?? 0;
    const visitor = await callRoute(enableNegotiation, { body: { id } });
    expect(visitor.status).toBe(401);
    const operator = process.env.OPERATOR_SECRET ?? "";
    const { status, body } = await callRoute(enableNegotiation, {
      body: { id },
      bearer: operator,
    });
    expect(status).toBe(200);
    expect(body.negotiationEnabled).toBe(true);
    const [stored] = await databaseHandle()
      .db.select({ negotiationEnabled: offerTable.negotiationEnabled })
      .from(offerTable)
      .where(eq(offerTable.id, id));
    expect(stored?.negotiationEnabled).toBe(true);

    const missing = await callRoute(enableNegotiation, {
      body: { id: 999999 },
      bearer: operator,
    });
    expect(missing.status).toBe(404);
  });
});
