// Findings of the security probe (issue 12, item 3), reproduced at the route level: each of these
// failed before the fix.
import { and, eq, gte, lte, ne, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { GET as openApi } from "@/app/api/v1/openapi.json/route";
import { POST as tokenRoute } from "@/app/api/v1/dealers/auth-token/route";
import { POST as createLead } from "@/app/api/v1/leads/route";
import { POST as negotiation } from "@/app/api/v1/offers/enableNegotiationFlagById/route";
import { GET as places } from "@/app/api/v1/places/route";
import { database, databaseHandle } from "@/db";
import { dealers, leads, offers } from "@/db/schema";
import { seedDatabase } from "@/db/seed";
import { defaultSearchLocation } from "@/features/location";
import { grantDealerToken, issueDealerCredentials } from "@/features/leads/server";
import { dealersForOffer, offerCatalog, pointFromLocation } from "@/features/offers/server";
import { apiErrorFromDatabase, loggableError } from "@/lib/http/database-errors";
import { callRoute } from "../support/route-caller";
let offerId = 0;
let dealerCode = "";

beforeAll(async () => {
  await seedDatabase(databaseHandle().db);
  const now = new Date();
  const [offer] = await database()
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.kind, "model"), lte(offers.validFrom, now), gte(offers.validUntil, now)))
    .limit(1);
  offerId = offer?.id ?? 0;
  const [seller] = await dealersForOffer(offerId, pointFromLocation(defaultSearchLocation), 1);
  dealerCode = seller?.code ?? "";
});

const leadBody = (overrides: Record<string, unknown> = {}) => ({
  kind: "purchase",
  offerId,
  name: "Maria da Silva",
  email: "maria.sonda@exemplo.com.br",
  phone: "(11) 91234-5678",
  preferredContact: 1,
  dealerCode,
  consent: true,
  ...overrides,
});

function post(body: BodyInit) {
  return callRoute(createLead, { rawBody: body, headers: { "content-type": "application/json" } });
}

describe("control characters", () => {
  it("refuses a NUL in a lead's name with a 400 naming the field, and stores nothing", async () => {
    const email = "nul.no.nome@exemplo.com.br";
    const response = await post(JSON.stringify(leadBody({ name: "Maria\u0000 da Silva", email })));
    expect(response.status).toBe(400);
    const { error } = response;
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.fields?.name).toBe("Remova os caracteres de controle (invisíveis) deste campo.");
    expect(await database().$count(leads, eq(leads.email, email))).toBe(0);
  });

  it("refuses control characters in query parameters too", async () => {
    const response = await callRoute(places, { query: "q=Campi%00nas" });
    expect(response.status).toBe(400);
    expect(response.error.fields?.q).toBeTruthy();
  });

  it("turns a database error into a 400 and logs neither the statement's values nor the driver's detail", async () => {
    let failure: unknown;
    try {
      await database().execute(
        sql`select ${"Maria\u0000 da Silva"}::text as name, ${"maria@exemplo.com.br"}::text as email`,
      );
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeDefined();
    expect(apiErrorFromDatabase(failure)?.status).toBe(400);
    const logged = JSON.stringify(loggableError(failure));
    expect(logged).not.toContain("Maria");
    expect(logged).not.toContain("maria@exemplo.com.br");
  });
});

describe("body size", () => {
  it("answers 413 in the error shape to a JSON body over 64 kB", async () => {
    const response = await post(JSON.stringify(leadBody({ name: "M".repeat(100_000) })));
    expect(response.status).toBe(413);
    expect(response.error).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      message: "O corpo da requisição passa do limite de 64 kB.",
    });
  });

  it("stops reading a body sent without Content-Length once it passes 64 kB", async () => {
    let sent = 0;
    const chunk = new TextEncoder().encode(" ".repeat(16 * 1024));
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // 32 MB on offer, as in the probe; the reader must give up long before.
        if (sent >= 32 * 1024 * 1024) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await post(stream as unknown as BodyInit);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(256 * 1024);
  });
});

describe("dealer token endpoint", () => {
  it("accepts the standard OAuth form encoding and HTTP Basic client authentication", async () => {
    const issued = await issueDealerCredentials(dealerCode);
    const formEncoded = { "content-type": "application/x-www-form-urlencoded" };
    const form = await callRoute(tokenRoute, {
      rawBody: new URLSearchParams({
        grant_type: "client_credentials",
        client_id: issued.clientId,
        client_secret: issued.clientSecret,
      }).toString(),
      headers: formEncoded,
    });
    expect(form.status).toBe(200);
    expect(form.body.token_type).toBe("Bearer");

    const basic = await callRoute(tokenRoute, {
      rawBody: "grant_type=client_credentials",
      headers: {
        ...formEncoded,
        authorization: `Basic ${Buffer.from(`${issued.clientId}:${issued.clientSecret}`).toString("base64")}`,
      },
    });
    expect(basic.status).toBe(200);
  });
});

/** The operations of the OpenAPI document, as far as these checks read them. */
const openApiPaths = z.record(
  z.string(),
  z.record(
    z.string(),
    z.object({
      responses: z.record(z.string(), z.unknown()),
      requestBody: z.object({ content: z.record(z.string(), z.unknown()) }).optional(),
    }),
  ),
);

describe("OpenAPI statuses", () => {
  it("documents 201 for a created lead and 303 for the login callback, as they answer", async () => {
    // The contract types paths loosely; the parts read here are checked as they are read.
    const paths = openApiPaths.parse((await callRoute(openApi)).body.paths);
    const leadResponses = paths["/api/v1/leads"]?.post?.responses ?? {};
    expect(Object.keys(leadResponses)).toContain("201");
    expect(Object.keys(leadResponses)).not.toContain("200");
    expect(Object.keys(leadResponses)).toEqual(expect.arrayContaining(["413", "429"]));
    const callback = paths["/api/v1/auth-redirect/callback"]?.get?.responses ?? {};
    expect(Object.keys(callback)).toContain("303");
    expect(Object.keys(callback)).not.toContain("200");
    const negotiation = paths["/api/v1/offers/enableNegotiationFlagById"]?.post?.responses ?? {};
    expect(Object.keys(negotiation)).toEqual(expect.arrayContaining(["401", "403", "404"]));
    const form = paths["/api/v1/dealers/auth-token"]?.post;
    expect(Object.keys(form?.requestBody?.content ?? {})).toContain(
      "application/x-www-form-urlencoded",
    );
  });
});

describe("Idempotency-Key and callers", () => {
  it("never replays one dealer's answer to another dealer sending the same key and body", async () => {
    offerCatalog.clear();
    const now = new Date();
    const regional = await database()
      .select({ id: offers.id })
      .from(offers)
      .where(
        and(
          ne(offers.coverage, "national"),
          lte(offers.validFrom, now),
          gte(offers.validUntil, now),
        ),
      );
    let chosen: { offer: number; seller: string; outsider: string } | undefined;
    for (const candidate of regional) {
      const sellers = await dealersForOffer(
        candidate.id,
        pointFromLocation(defaultSearchLocation),
        10_000,
      );
      const all = await database().select({ code: dealers.code }).from(dealers);
      const outsider = all.find((dealer) => !sellers.some((seller) => seller.code === dealer.code));
      if (sellers[0] && outsider) {
        chosen = { offer: candidate.id, seller: sellers[0].code, outsider: outsider.code };
        break;
      }
    }
    if (!chosen) throw new Error("the seed has no regional offer");
    const tokenOf = async (code: string) => {
      const issued = await issueDealerCredentials(code);
      return (await grantDealerToken(issued.clientId, issued.clientSecret)).access_token;
    };
    const call = async (token: string) =>
      callRoute(negotiation, {
        body: { id: chosen.offer, enabled: true },
        bearer: token,
        headers: { "idempotency-key": "negociacao-1" },
      });
    expect((await call(await tokenOf(chosen.seller))).status).toBe(200);
    const other = await call(await tokenOf(chosen.outsider));
    expect(other.status).toBe(403);
    expect(other.headers.get("idempotent-replayed")).toBeNull();
  });
});
