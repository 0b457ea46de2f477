// The authorization table (decision 018): every operation of the OpenAPI document, called as a
// visitor (the public api-key only), as owner A (holds the vehicles and the booking used) and
// owner B (a verified owner who holds none of them), as dealer A (sells the offer), as dealer B
// (does not), as an operator, and with a forged and an expired token. Each cell is checked
// against the rule, and the whole table is written to bench/results/authorization-table.md.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { and, eq, gte, isNotNull, isNull, lte, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { GET as openApi } from "@/app/api/v1/openapi.json/route";
import { database, databaseHandle } from "@/db";
import { dealerAccessTokens, dealers, offers, vehicleModels, vehicles } from "@/db/schema";
import { seedDatabase } from "@/db/seed";
import { defaultSearchLocation } from "@/features/location";
import { grantDealerToken, issueDealerCredentials } from "@/features/leads/server";
import { dealersForOffer, offerCatalog, pointFromLocation } from "@/features/offers/server";
import { bookingBodySchema, claimBodySchema } from "@/features/scheduling/domain/booking-schema";
import { dealerDayCalendar, submitServiceClaim, writeBooking } from "@/features/scheduling/server";
import { issueOperatorCredential, tokenHash } from "@/lib/access";
import {
  requestCookies,
  sessionCookies,
  startTestIdentityProvider,
  type TestIdentityProvider,
} from "../support/owner-tokens";
import { AnswerMismatch, callRoute, routeOf, type ErrorAnswer } from "../support/route-caller";

const issuer = vi.hoisted(() => {
  const url = `http://127.0.0.1:${22000 + Math.floor(Math.random() * 2000)}`;
  process.env.OIDC_ISSUER = url;
  return url;
});

// Route handlers run here outside Next's server: cookies() reads the session of the caller.
vi.mock("next/headers", async () => {
  const { cookieJar } = await import("../support/owner-tokens");
  return { cookies: async () => cookieJar(), headers: async () => new Headers() };
});

const apiKey = process.env.API_KEY ?? "";
const callers = [
  "visitor",
  "owner A",
  "owner B",
  "dealer A",
  "dealer B",
  "operator",
  "forged token",
  "expired token",
] as const;
type CallerName = (typeof callers)[number];
const owners = ["owner A", "owner B"] as const;
const isOwner = (caller: CallerName): caller is (typeof owners)[number] =>
  (owners as readonly string[]).includes(caller);
// Owner B calls before owner A: a cell that refuses B then proves the rule, not a resource
// that A's own call (a cancellation, a removal) had already changed.
const callOrder: readonly CallerName[] = [
  "visitor",
  "owner B",
  "owner A",
  "dealer A",
  "dealer B",
  "operator",
  "forged token",
  "expired token",
];

/**
 * What a cell must answer: a status, "open" (any answer but 401, 403 and 500), or "browser" for
 * the login routes, which complete a redirect of the browser's own (tests/e2e/login.spec.ts
 * drives them); their contracts must name no caller.
 */
type Expected = number | "open" | "browser";
interface Operation {
  method: string;
  path: string;
}
interface Sample {
  url: (caller: CallerName) => Promise<string> | string;
  params?: (caller: CallerName) => Promise<Record<string, string>> | Record<string, string>;
  body?: (caller: CallerName) => unknown;
  expected: Record<CallerName, Expected>;
  rule: string;
  /** The owner a session cookie names, when an operation must not spend owner A or B. */
  subject?: (caller: CallerName) => string;
}

const open = (rule: string): Omit<Sample, "url"> => ({
  rule,
  expected: Object.fromEntries(callers.map((caller) => [caller, "open"])) as Record<
    CallerName,
    Expected
  >,
});
const browser = (rule: string): Omit<Sample, "url"> => ({
  rule: `${rule} (na jornada do navegador)`,
  expected: Object.fromEntries(callers.map((caller) => [caller, "browser"])) as Record<
    CallerName,
    Expected
  >,
});
/** Calls of another token kind (the recall API's): none of the table's callers holds one. */
const otherToken = (rule: string): Omit<Sample, "url"> => ({
  rule,
  expected: Object.fromEntries(callers.map((caller) => [caller, 401])) as Record<
    CallerName,
    Expected
  >,
});
/**
 * Calls only the identity provider makes: the logout token it signs is the proof, and none of the
 * table's callers holds one, so each is refused as bad input.
 */
const providerSigned = (rule: string): Omit<Sample, "url"> => ({
  rule,
  expected: Object.fromEntries(callers.map((caller) => [caller, 400])) as Record<
    CallerName,
    Expected
  >,
});
/** An owner's call: every other caller gets 401; each owner what the rule gives. */
const ownerCall = (
  rule: string,
  allowed: { ownerA: Expected; ownerB: Expected } = { ownerA: "open", ownerB: "open" },
): Omit<Sample, "url"> => ({
  rule,
  expected: {
    visitor: 401,
    "owner A": allowed.ownerA,
    "owner B": allowed.ownerB,
    "dealer A": 401,
    "dealer B": 401,
    operator: 401,
    "forged token": 401,
    "expired token": 401,
  },
});
const restricted = (
  rule: string,
  allowed: { dealerA: number; dealerB: number; operator: number },
): Omit<Sample, "url"> => ({
  rule,
  expected: {
    visitor: 401,
    "owner A": 401,
    "owner B": 401,
    "dealer A": allowed.dealerA,
    "dealer B": allowed.dealerB,
    operator: allowed.operator,
    "forged token": 401,
    "expired token": 401,
  },
});

let offerId = 0;
let dealerA = "";
let dealerB = "";
let dealerC = "";
const tokens: Partial<Record<CallerName, string>> = {};
let protocolOfA = "";
/** Owner A's correction requests to dealer A: one to withdraw, one for the dealer to decide. */
const claimsOfA = { withdrawn: "", decided: "" };
let dealerCSecret = { id: "", secret: "" };
// The recall token sample keeps its own credentials: the operator sample rotates dealer C's.
let recallClient = { id: "", secret: "" };

let provider: TestIdentityProvider;
const ownerSubjects = { "owner A": "tabela-dono-a", "owner B": "tabela-dono-b" } as const;
/** Owner A's garage: one vehicle for the edits, one for the removal. */
const vehicleOfA = { edited: 0, editedVin: "", removed: 0 };
let bookingOfA = "";
let rescheduleSlot = { consultantId: 0, startsAt: "" };

async function asOwner<T>(subject: string, work: () => Promise<T>): Promise<T> {
  return requestCookies.run(sessionCookies(await provider.issueIdToken(subject)), work);
}

/** Owner A adds two free vehicles through the API, and books a revision for the first one. */
async function furnishOwnerA() {
  const free = await database()
    .select({ id: vehicles.id, vin: vehicles.vin })
    .from(vehicles)
    .where(and(isNull(vehicles.ownerId), isNotNull(vehicles.plate)))
    .orderBy(vehicles.id)
    .limit(2);
  const [edited, removed] = free;
  if (!edited || !removed) throw new Error("the seed has no free vehicles");
  const { POST: addVehicle } = await import("@/app/api/v1/core/vehicles/route");
  for (const vehicle of [edited, removed]) {
    const added = await asOwner(ownerSubjects["owner A"], () =>
      callRoute(addVehicle, { body: { vehicleId: vehicle.id, vin: vehicle.vin } }),
    );
    if (added.status !== 201) throw new Error(`owner A could not add a vehicle: ${added.status}`);
  }
  vehicleOfA.edited = edited.id;
  vehicleOfA.editedVin = edited.vin;
  vehicleOfA.removed = removed.id;

  const [dealer] = await database().select({ code: dealers.code }).from(dealers).limit(1);
  const dealerCode = dealer?.code ?? "";
  for (let offset = 21; offset < 60; offset += 1) {
    const day = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const { slots } = await dealerDayCalendar(dealerCode, day);
    const [first, second] = slots;
    if (!first || !second) continue;
    const booking = await writeBooking(
      ownerSubjects["owner A"],
      bookingBodySchema.parse({
        flowType: "periodic_revision",
        origin: "MY_ACCOUNT",
        vehicle: { vehicleId: edited.id },
        mileageKm: 9_800,
        // Below the registry car's reading: confirmed, as the figure is not what is checked here.
        confirmLower: true,
        dealerCode,
        consultantId: first.consultantId,
        startsAt: first.startsAt,
        revisionNumber: 1,
        serviceCodes: [],
        contact: {
          name: "Ana Souza",
          email: "ana.souza@exemplo.com.br",
          phone: "(11) 91234-5678",
          preference: 3,
        },
      }),
      { mode: "confirm" },
    );
    bookingOfA = booking.id;
    rescheduleSlot = { consultantId: second.consultantId, startsAt: second.startsAt };
    return;
  }
  throw new Error("no day with two free slots for owner A's booking");
}

async function tokenFor(code: string): Promise<string> {
  const issued = await issueDealerCredentials(code);
  return (await grantDealerToken(issued.clientId, issued.clientSecret)).access_token;
}

beforeAll(async () => {
  await seedDatabase(databaseHandle().db);
  offerCatalog.clear();
  provider = await startTestIdentityProvider(issuer);
  await furnishOwnerA();
  const now = new Date();
  // An offer not sold everywhere, so that some dealer does not sell it.
  const candidates = await database()
    .select({ id: offers.id })
    .from(offers)
    .where(
      and(ne(offers.coverage, "national"), lte(offers.validFrom, now), gte(offers.validUntil, now)),
    );
  for (const candidate of candidates) {
    const sellers = await dealersForOffer(
      candidate.id,
      pointFromLocation(defaultSearchLocation),
      10_000,
    );
    const [first] = sellers;
    if (!first) continue;
    const [other] = await database()
      .select({ code: dealers.code })
      .from(dealers)
      .where(ne(dealers.stateCode, first.stateCode))
      .limit(50);
    const outsider =
      other && !sellers.some((dealer) => dealer.code === other.code) ? other : undefined;
    if (!outsider) continue;
    offerId = candidate.id;
    dealerA = first.code;
    dealerB = outsider.code;
    break;
  }
  if (!offerId) throw new Error("the seed has no regional offer");
  const [third] = await database()
    .select({ code: dealers.code })
    .from(dealers)
    .where(and(ne(dealers.code, dealerA), ne(dealers.code, dealerB)))
    .limit(1);
  dealerC = third?.code ?? "";
  const [fourth] = await database()
    .select({ code: dealers.code })
    .from(dealers)
    .where(and(ne(dealers.code, dealerA), ne(dealers.code, dealerB), ne(dealers.code, dealerC)))
    .limit(1);
  const issuedD = await issueDealerCredentials(fourth?.code ?? "");
  recallClient = { id: issuedD.clientId, secret: issuedD.clientSecret };
  const issuedC = await issueDealerCredentials(dealerC);
  dealerCSecret = { id: issuedC.clientId, secret: issuedC.clientSecret };

  const [model] = await database()
    .select({ code: vehicleModels.code })
    .from(vehicleModels)
    .limit(1);
  modelCode = model?.code ?? "";
  tokens["dealer A"] = await tokenFor(dealerA);
  tokens["dealer B"] = await tokenFor(dealerB);
  tokens.operator = (await issueOperatorCredential("tabela de autorização")).token;
  tokens["forged token"] = "forjado-0123456789abcdefghijklmnopqrstuv";
  const expired = "expirado-0123456789abcdefghijklmnopqrstuv";
  const [rowA] = await database().select().from(dealers).where(eq(dealers.code, dealerA));
  await database()
    .insert(dealerAccessTokens)
    .values({
      tokenHash: tokenHash(expired),
      dealerId: rowA?.id ?? 0,
      expiresAt: new Date(Date.now() - 1000),
    });
  tokens["expired token"] = expired;

  // A lead of dealer A, for the single-lead route.
  const { POST: createLead } = await import("@/app/api/v1/leads/route");
  const response = await callRoute(createLead, {
    body: {
      kind: "purchase",
      offerId,
      name: "Joana Pereira",
      email: "joana.pereira@exemplo.com.br",
      phone: "(11) 98765-4321",
      preferredContact: 1,
      dealerCode: dealerA,
      consent: true,
    },
  });
  protocolOfA = response.body.protocol;

  for (const [key, revisionNumber] of [
    ["withdrawn", 1],
    ["decided", 2],
  ] as const) {
    const claim = await submitServiceClaim(
      ownerSubjects["owner A"],
      claimBodySchema.parse({
        vehicle: { modelCode, modelYear: 2022, plate: null },
        dealerCode: dealerA,
        revisionNumber,
        servicePerformedDate: "2025-08-14",
        revisionOdometer: 10_150,
        description: "A revisão não aparece no histórico do carro.",
      }),
    );
    claimsOfA[key] = claim.protocol;
  }
});

let leadCounter = 0;
let modelCode = "";
// A weekday a few weeks ahead: inside the calendar's horizon and past its minimum notice.
const bookingDay = (() => {
  const day = new Date(Date.now() + 21 * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
})();
const samples: Record<string, Sample> = {
  "GET /api/v1/health": { url: () => "/api/v1/health", ...open("público (balanceador)") },
  "GET /api/v1/health/live": {
    url: () => "/api/v1/health/live",
    ...open("público (sonda de vivacidade)"),
  },
  "GET /api/v1/health/ready": {
    url: () => "/api/v1/health/ready",
    ...open("público (sonda de prontidão)"),
  },
  "GET /api/v1/openapi.json": { url: () => "/api/v1/openapi.json", ...open("público") },
  "GET /api/v1/products": { url: () => "/api/v1/products", ...open("leitura") },
  "GET /api/features/{clientKey}": {
    url: () => `/api/features/${process.env.FLAGS_CLIENT_KEY}`,
    params: () => ({ clientKey: process.env.FLAGS_CLIENT_KEY ?? "" }),
    ...open("leitura"),
  },
  "GET /api/v1/flags": { url: () => "/api/v1/flags", ...open("leitura") },
  "PUT /api/v1/flags/{key}": {
    url: () => "/api/v1/flags/feature_flag_feature_sign_and_drive",
    params: () => ({ key: "feature_flag_feature_sign_and_drive" }),
    body: () => ({ value: true }),
    ...restricted("operador", { dealerA: 403, dealerB: 403, operator: 200 }),
  },
  "DELETE /api/v1/flags/{key}": {
    url: () => "/api/v1/flags/feature_flag_feature_sign_and_drive",
    params: () => ({ key: "feature_flag_feature_sign_and_drive" }),
    ...restricted("operador", { dealerA: 403, dealerB: 403, operator: 200 }),
  },
  "POST /api/v1/auth-redirect": {
    url: () => "/api/v1/auth-redirect",
    ...open("aberto: só grava o cookie da transação de login no navegador"),
  },
  "GET /api/v1/auth-redirect/callback": {
    url: () => "/api/v1/auth-redirect/callback?code=x&state=y",
    ...browser("aberto: conclui o login do próprio navegador"),
  },
  "POST /api/v1/auth-redirect/backchannel-logout": {
    url: () => "/api/v1/auth-redirect/backchannel-logout",
    body: () => ({ logout_token: "um-token-que-nao-foi-assinado-pelo-provedor" }),
    ...providerSigned("provedor de identidade: só um logout_token assinado por ele é aceito"),
  },
  "GET /api/v1/auth-redirect/logout": {
    url: () => "/api/v1/auth-redirect/logout",
    ...browser("aberto: apaga os cookies do próprio navegador"),
  },
  "GET /api/v1/geolocation": {
    url: () => "/api/v1/geolocation?lat=-23.55&lng=-46.63",
    ...open("leitura, limitada por IP"),
  },
  "GET /api/v1/geolocation/{location}": {
    url: () => "/api/v1/geolocation/Campinas",
    params: () => ({ location: "Campinas" }),
    ...open("leitura, limitada por IP"),
  },
  "GET /api/v1/places": {
    url: () => "/api/v1/places?q=Campi",
    ...open("leitura, limitada por IP"),
  },
  "POST /api/v1/address-lookup": {
    url: () => "/api/v1/address-lookup",
    body: () => ({ address: "Campinas - SP" }),
    ...open("consulta aberta, limitada por IP"),
  },
  "GET /api/v1/offers": { url: () => "/api/v1/offers", ...open("leitura") },
  "GET /api/v1/offers/byPage": { url: () => "/api/v1/offers/byPage?size=2", ...open("leitura") },
  "GET /api/v1/offers/byIdList": {
    url: () => `/api/v1/offers/byIdList?ids=${offerId}`,
    ...open("leitura"),
  },
  "GET /api/v1/offers/dealers": {
    url: () => `/api/v1/offers/dealers?offerId=${offerId}`,
    ...open("leitura"),
  },
  "GET /api/v1/offers/dealers/random": {
    url: () => `/api/v1/offers/dealers/random?offerId=${offerId}`,
    ...open("leitura"),
  },
  "POST /api/v1/offers/enableNegotiationFlagById": {
    url: () => "/api/v1/offers/enableNegotiationFlagById",
    body: () => ({ id: offerId, enabled: true }),
    ...restricted("concessionária que vende a oferta, ou operador", {
      dealerA: 200,
      dealerB: 403,
      operator: 200,
    }),
  },
  "GET /api/v1/campaigns": { url: () => "/api/v1/campaigns", ...open("leitura") },
  "GET /api/v1/dealers": { url: () => "/api/v1/dealers", ...open("leitura") },
  "GET /api/v1/products/models/category/filters": {
    url: () => "/api/v1/products/models/category/filters",
    ...open("leitura"),
  },
  "GET /api/v1/financing/rates": { url: () => "/api/v1/financing/rates", ...open("leitura") },
  "GET /api/v1/financing/simulation": {
    url: () =>
      `/api/v1/financing/simulation?offerId=${offerId}&plan=cdc&downPayment=60000&termMonths=48`,
    ...open("leitura"),
  },
  "POST /api/v1/leads": {
    url: () => "/api/v1/leads",
    body: () => ({
      kind: "purchase",
      offerId,
      name: "Carlos Souza",
      email: `carlos.souza+${(leadCounter += 1)}@exemplo.com.br`,
      phone: "(11) 91234-5678",
      preferredContact: 2,
      dealerCode: dealerA,
      consent: true,
    }),
    ...open("escrita aberta a visitantes, limitada por IP e por e-mail"),
  },
  "POST /api/v1/dealers/auth-token": {
    url: () => "/api/v1/dealers/auth-token",
    body: () => ({
      grant_type: "client_credentials",
      client_id: dealerCSecret.id,
      client_secret: dealerCSecret.secret,
    }),
    ...open("credenciais do cliente no corpo; limitada por IP e por client_id"),
  },
  "GET /api/v1/dealers/leads": {
    url: () => "/api/v1/dealers/leads",
    ...restricted("concessionária (só os próprios leads)", {
      dealerA: 200,
      dealerB: 200,
      operator: 403,
    }),
  },
  "GET /api/v1/dealers/leads/{protocol}": {
    url: () => `/api/v1/dealers/leads/${protocolOfA}`,
    params: () => ({ protocol: protocolOfA }),
    ...restricted("concessionária dona do lead (de outra é 404)", {
      dealerA: 200,
      dealerB: 404,
      operator: 403,
    }),
  },
  "POST /api/v1/operator/credentials": {
    url: () => "/api/v1/operator/credentials",
    body: () => ({ name: "Equipe de ofertas" }),
    ...restricted("operador", { dealerA: 403, dealerB: 403, operator: 201 }),
  },
  "DELETE /api/v1/operator/credentials/{id}": {
    url: () => "/api/v1/operator/credentials/op_x",
    params: async (caller) =>
      caller === "operator"
        ? { id: (await issueOperatorCredential("a revogar")).id }
        : { id: "op_inexistente" },
    ...restricted("operador", { dealerA: 403, dealerB: 403, operator: 200 }),
  },
  "POST /api/v1/user": {
    url: () => "/api/v1/user",
    body: () => ({}),
    ...ownerCall("dono: tokens do provedor de identidade nos cabeçalhos ou cookies", {
      ownerA: 200,
      ownerB: 200,
    }),
  },
  "GET /api/v1/core/user": {
    url: () => "/api/v1/core/user",
    ...ownerCall("dono: os dados da própria sessão (a conta vive no provedor de identidade)"),
  },
  "PUT /api/v1/core/user": {
    url: () => "/api/v1/core/user",
    body: () => ({ name: "Outra Pessoa" }),
    ...ownerCall("dono: os dados da própria sessão (corpo incompleto: 400)", {
      ownerA: 400,
      ownerB: 400,
    }),
  },
  "DELETE /api/v1/core/user": {
    url: () => "/api/v1/core/user",
    // The table's owners have no account at the provider, so no password to check: only the
    // storefront's part runs (tests/integration/account-reauth.int.test.ts checks the password).
    body: () => ({ currentPassword: "Senha-Atual-123" }),
    subject: (caller) => `${caller === "owner A" ? "tabela-dono-a" : "tabela-dono-b"}-que-sai`,
    ...ownerCall("dono: exclui só a própria conta", { ownerA: 200, ownerB: 200 }),
  },
  "POST /api/v1/core/user/email": {
    url: () => "/api/v1/core/user/email",
    body: () => ({ email: "outra@exemplo.com.br", currentPassword: "Senha-Atual-123" }),
    ...ownerCall("dono: o e-mail da própria conta"),
  },
  "POST /api/v1/core/user/email/confirmation": {
    url: () => "/api/v1/core/user/email/confirmation",
    body: () => ({ code: "123456" }),
    ...ownerCall("dono: o código enviado à própria conta"),
  },
  "POST /api/v1/core/user/password": {
    url: () => "/api/v1/core/user/password",
    body: () => ({ currentPassword: "Senha-Antiga-123", newPassword: "Senha-Nova-456!" }),
    ...ownerCall("dono: a senha da própria conta"),
  },
  "GET /api/v1/core/user/export": {
    url: () => "/api/v1/core/user/export",
    ...ownerCall("dono: exporta só os próprios dados (a conta vive no provedor de identidade)"),
  },
  "GET /api/v1/core/termofuse": {
    url: () => "/api/v1/core/termofuse",
    ...ownerCall("dono: os termos vigentes e o aceite da própria sessão", {
      ownerA: 200,
      ownerB: 200,
    }),
  },
  "POST /api/v1/core/termofuse": {
    url: () => "/api/v1/core/termofuse",
    body: () => ({ version: "2026-11" }),
    ...ownerCall("dono: o aceite da própria sessão"),
  },
  "GET /api/v1/auth-redirect/login": {
    url: () => "/api/v1/auth-redirect/login?redirectToBack=/",
    ...browser("aberto: inicia o login do próprio navegador"),
  },
  "GET /api/v1/auth-redirect/session": {
    url: () => "/api/v1/auth-redirect/session",
    ...browser("aberto: tokens da URL viram cookies do próprio navegador"),
  },
  "POST /api/v1/monitoring": {
    url: () => "/api/v1/monitoring",
    body: () => ({ name: "session_duration", durationMs: 1000 }),
    ...open("registro de monitoramento do próprio navegador"),
  },
  "GET /api/v1/core/faq": { url: () => "/api/v1/core/faq?q=cadastro", ...open("leitura") },
  "POST /api/v1/recall-api/token": {
    url: () => "/api/v1/recall-api/token",
    body: () => ({
      grant_type: "client_credentials",
      client_id: recallClient.id,
      client_secret: recallClient.secret,
    }),
    ...open("credenciais do cliente no corpo; limitada por IP e por client_id"),
  },
  "GET /api/v1/recall/coverage": {
    url: () => "/api/v1/recall/coverage?campaign=24BX&modelCode=BZ11&modelYear=2024",
    ...open("leitura; com chassi, limitada por IP como a consulta de recall"),
  },
  "GET /api/v1/recall-api/chassi": {
    url: () => "/api/v1/recall-api/chassi?chassi=9BWAG45ZXRT214578",
    ...otherToken("token do recall (credenciais de concessionária)"),
  },
  "GET /api/v1/recall-api/recall-campaign/recall": {
    url: () => "/api/v1/recall-api/recall-campaign/recall?number=97AK",
    ...otherToken("token do recall (credenciais de concessionária)"),
  },
  "GET /api/v1/core/vehicles/search": {
    url: () => "/api/v1/core/vehicles/search?vin=9BWAG45ZXRT214578",
    ...ownerCall("dono: busca no cadastro de veículos"),
  },
  "GET /api/v1/core/vehicles": {
    url: () => "/api/v1/core/vehicles",
    ...ownerCall("dono: a própria garagem", { ownerA: 200, ownerB: 200 }),
  },
  "POST /api/v1/core/vehicles": {
    url: () => "/api/v1/core/vehicles",
    body: () => ({ vehicleId: vehicleOfA.edited, vin: vehicleOfA.editedVin }),
    ...ownerCall("dono: o veículo de outro dono não entra na garagem (pede transferência)", {
      ownerA: 201,
      ownerB: 409,
    }),
  },
  "DELETE /api/v1/core/vehicles": {
    url: () => `/api/v1/core/vehicles?vehicleId=${vehicleOfA.removed}`,
    ...ownerCall("dono: só o próprio veículo; outro dono recebe 404", {
      ownerA: 200,
      ownerB: 404,
    }),
  },
  "PUT /api/v1/core/vehicles/renavam": {
    url: () => "/api/v1/core/vehicles/renavam",
    body: () => ({ vehicleId: vehicleOfA.edited, renavam: "00000000000" }),
    ...ownerCall("dono: só o próprio veículo; outro dono recebe 404 (RENAVAM inválido: 400)", {
      ownerA: 400,
      ownerB: "open",
    }),
  },
  "PUT /api/v1/core/vehicles/nickname": {
    url: () => "/api/v1/core/vehicles/nickname",
    body: () => ({ vehicleId: vehicleOfA.edited, nickname: "Carro da tabela" }),
    ...ownerCall("dono: só o próprio veículo; outro dono recebe 404", {
      ownerA: 200,
      ownerB: 404,
    }),
  },
  "PUT /api/v1/core/vehicles/millage": {
    url: () => "/api/v1/core/vehicles/millage",
    body: () => ({ vehicleId: vehicleOfA.edited, mileageKm: 250_000 }),
    ...ownerCall("dono: só o próprio veículo; outro dono recebe 404", {
      ownerA: 200,
      ownerB: 404,
    }),
  },
  "PUT /api/v1/core/vehicles/selected": {
    url: () => "/api/v1/core/vehicles/selected",
    body: () => ({ vehicleId: vehicleOfA.edited }),
    ...ownerCall("dono: só o próprio veículo; outro dono recebe 404", {
      ownerA: 200,
      ownerB: 404,
    }),
  },
  "POST /api/v1/core/vehicles/transfer": {
    url: () => "/api/v1/core/vehicles/transfer",
    body: () => ({ vehicleId: vehicleOfA.edited, vin: vehicleOfA.editedVin }),
    ...ownerCall("dono: pede a transferência do veículo de outro dono; o dono decide"),
  },
  "PUT /api/v1/core/vehicles/transfer": {
    url: () => "/api/v1/core/vehicles/transfer",
    body: () => ({ requestId: 999_999, decision: "accept" }),
    ...ownerCall("dono: decide só os pedidos sobre os próprios veículos", {
      ownerA: 404,
      ownerB: 404,
    }),
  },
  "GET /api/v1/core/registration": {
    url: () => "/api/v1/core/registration",
    ...ownerCall("dono: o cadastro da própria sessão", { ownerA: 200, ownerB: 200 }),
  },
  "PUT /api/v1/core/registration": {
    url: () => "/api/v1/core/registration",
    body: () => ({ step: 2, max: 4 }),
    ...ownerCall("dono: o cadastro da própria sessão", { ownerA: 200, ownerB: 200 }),
  },
  "POST /api/v1/core/registration/complete": {
    url: () => "/api/v1/core/registration/complete",
    ...ownerCall("dono: o cadastro da própria sessão"),
  },
  "PUT /api/v1/core/dealer": {
    url: () => "/api/v1/core/dealer",
    body: () => ({ dealerId: 1 }),
    ...ownerCall("dono: a concessionária preferida da própria sessão"),
  },
  "GET /api/v1/core/dealer/search": {
    url: () => "/api/v1/core/dealer/search?q=Campinas",
    ...open("leitura: as concessionárias são públicas"),
  },
  "GET /api/v1/service-package/additional": {
    url: () => `/api/v1/service-package/additional`,
    ...open("leitura"),
  },
  "GET /api/v1/service-package/maintenance/available/{modelCode}/{modelYearOrRegion}": {
    url: () => `/api/v1/service-package/maintenance/available/${modelCode}/SP`,
    params: () => ({ modelCode: modelCode, modelYearOrRegion: "SP" }),
    ...open("leitura"),
  },
  "GET /api/v1/service-package/maintenance/detailed/{modelCode}/{modelYearOrRegion}/{revisionNumber}":
    {
      url: () => `/api/v1/service-package/maintenance/detailed/${modelCode}/SP/1`,
      params: () => ({ modelCode: modelCode, modelYearOrRegion: "SP", revisionNumber: "1" }),
      ...open("leitura"),
    },
  "GET /api/v1/service-package/revision/number": {
    url: () => `/api/v1/service-package/revision/number?soldOn=2025-01-10&mileageKm=12000`,
    ...open("leitura"),
  },
  "GET /api/v1/service-package/offers/{modelCodeId}/{dealerCode}": {
    url: () => `/api/v1/service-package/offers/${modelCode}/${dealerA}`,
    params: () => ({ modelCodeId: modelCode, dealerCode: dealerA }),
    ...open("leitura"),
  },
  "GET /api/v1/badges": {
    url: () => `/api/v1/badges`,
    ...open("leitura"),
  },
  "GET /api/v2/calendar/dealer/{dealerCode}/{date}": {
    url: () => `/api/v2/calendar/dealer/${dealerA}/${bookingDay}`,
    params: () => ({ dealerCode: dealerA, date: bookingDay }),
    ...open("leitura"),
  },
  "POST /api/v1/booking": {
    url: () => "/api/v1/booking",
    body: () => ({}),
    ...ownerCall("dono: agenda para a própria sessão (corpo vazio: 400)", {
      ownerA: 400,
      ownerB: 400,
    }),
  },
  "GET /api/v1/booking": {
    url: () => "/api/v1/booking",
    ...ownerCall("dono: os agendamentos da própria sessão", { ownerA: 200, ownerB: 200 }),
  },
  "POST /api/v1/booking/hold": {
    url: () => "/api/v1/booking/hold",
    body: () => ({}),
    ...ownerCall("dono: reserva para a própria sessão (corpo vazio: 400)", {
      ownerA: 400,
      ownerB: 400,
    }),
  },
  "GET /api/v1/booking/{id}": {
    url: () => `/api/v1/booking/${bookingOfA}`,
    params: () => ({ id: bookingOfA }),
    ...ownerCall("dono do agendamento; outro dono recebe 404", { ownerA: 200, ownerB: 404 }),
  },
  "PATCH /api/v1/booking/{id}": {
    url: () => `/api/v1/booking/${bookingOfA}`,
    params: () => ({ id: bookingOfA }),
    body: () => rescheduleSlot,
    ...ownerCall("dono do agendamento remarca; outro dono recebe 404", {
      ownerA: 200,
      ownerB: 404,
    }),
  },
  "DELETE /api/v1/booking/{id}": {
    url: () => `/api/v1/booking/${bookingOfA}`,
    params: () => ({ id: bookingOfA }),
    ...ownerCall("dono do agendamento cancela; outro dono recebe 404", {
      ownerA: 200,
      ownerB: 404,
    }),
  },
  "POST /api/v1/claim/service": {
    url: () => "/api/v1/claim/service",
    body: () => ({}),
    ...ownerCall("dono: correção de revisão da própria sessão (corpo vazio: 400)", {
      ownerA: 400,
      ownerB: 400,
    }),
  },
  "GET /api/v1/claim/service": {
    url: () => "/api/v1/claim/service",
    ...ownerCall("dono: os próprios pedidos de correção", { ownerA: 200, ownerB: 200 }),
  },
  "DELETE /api/v1/claim/service/{protocol}": {
    url: () => `/api/v1/claim/service/${claimsOfA.withdrawn}`,
    params: () => ({ protocol: claimsOfA.withdrawn }),
    ...ownerCall("dono do pedido o retira; outro dono recebe 404", {
      ownerA: 200,
      ownerB: 404,
    }),
  },
  "PATCH /api/v1/dealers/bookings/{id}": {
    url: () => `/api/v1/dealers/bookings/${bookingOfA}`,
    params: () => ({ id: bookingOfA }),
    body: () => ({}),
    ...restricted("concessionária do agendamento registra o atendimento (corpo vazio: 400)", {
      dealerA: 400,
      dealerB: 400,
      operator: 403,
    }),
  },
  "GET /api/v1/dealers/claims": {
    url: () => "/api/v1/dealers/claims",
    ...restricted("concessionária (só os pedidos de correção enviados a ela)", {
      dealerA: 200,
      dealerB: 200,
      operator: 403,
    }),
  },
  "GET /api/v1/dealers/claims/{protocol}": {
    url: () => `/api/v1/dealers/claims/${claimsOfA.decided}`,
    params: () => ({ protocol: claimsOfA.decided }),
    ...restricted("concessionária do pedido (de outra é 404)", {
      dealerA: 200,
      dealerB: 404,
      operator: 403,
    }),
  },
  "PATCH /api/v1/dealers/claims/{protocol}": {
    url: () => `/api/v1/dealers/claims/${claimsOfA.decided}`,
    params: () => ({ protocol: claimsOfA.decided }),
    body: () => ({ decision: "accepted" }),
    ...restricted("concessionária do pedido decide (de outra é 404)", {
      dealerA: 200,
      dealerB: 404,
      operator: 403,
    }),
  },
  "GET /api/v1/dealers/bookings": {
    url: () => "/api/v1/dealers/bookings",
    ...restricted("concessionária (só os próprios agendamentos)", {
      dealerA: 200,
      dealerB: 200,
      operator: 403,
    }),
  },
  "POST /api/v1/operator/dealer-credentials": {
    url: () => "/api/v1/operator/dealer-credentials",
    body: () => ({ dealerCode: dealerC }),
    ...restricted("operador", { dealerA: 403, dealerB: 403, operator: 201 }),
  },
};

/** The OpenAPI document's paths, each with its operations by method. */
const documentPaths = z.record(z.string(), z.record(z.string(), z.unknown()));

async function documentedOperations(): Promise<Operation[]> {
  const document = await callRoute(openApi);
  return Object.entries(documentPaths.parse(document.body.paths)).flatMap(
    ([routePath, operations]) =>
      Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path: routePath })),
  );
}

const handlerOf = (operation: Operation) => routeOf(operation.method, operation.path);

/** One cell: the status, the body as sent, the refusal's error shape, or how the answer drifted. */
interface Cell {
  status: number;
  text: string;
  refusal?: ErrorAnswer;
  drift?: string;
}

async function call(operation: Operation, sample: Sample, caller: CallerName): Promise<Cell> {
  const token = tokens[caller];
  const handler = await handlerOf(operation);
  const cookies = isOwner(caller)
    ? sessionCookies(await provider.issueIdToken(sample.subject?.(caller) ?? ownerSubjects[caller]))
    : new Map<string, string>();
  try {
    const answer = await requestCookies.run(cookies, async () =>
      callRoute(handler, {
        path: await sample.url(caller),
        params: (await sample.params?.(caller)) ?? {},
        body: sample.body?.(caller),
        apiKey,
        bearer: token,
      }),
    );
    return {
      status: answer.status,
      text: answer.text,
      ...(answer.ok ? {} : { refusal: answer.error }),
    };
  } catch (error) {
    // An answer off its contract: the cell keeps its status, the table fails on the drift.
    if (!(error instanceof AnswerMismatch)) throw error;
    return { status: error.status, text: error.text, drift: error.message };
  }
}

const passes = (expected: Expected, status: number) =>
  expected === "open" || expected === "browser"
    ? ![401, 403, 500].includes(status)
    : status === expected;

const rows: string[] = [];
let failures = 0;

afterAll(async () => {
  await provider?.close();
  if (rows.length === 0) return;
  const header = `| rota | regra | ${callers.join(" | ")} |\n| --- | --- | ${callers.map(() => "---").join(" | ")} |`;
  const text = [
    "# Authorization table",
    "",
    "Written by `tests/integration/authorization.int.test.ts` (decision 018): every operation of",
    "`/api/v1/openapi.json` called with the public api-key as a visitor, with the session of owner A",
    "(holds the vehicles and the booking used) and of owner B (holds none of them), with the access",
    "token of dealer A (sells the offer used), of dealer B (does not sell it), with an operator",
    "credential, with a forged token and with dealer A's expired token. Each cell is the status",
    "answered and ✓ when it matches the rule (open: anything but 401, 403 and 500). The login",
    "redirects are driven by the browser journeys (tests/e2e/login.spec.ts).",
    "",
    `Generated ${new Date().toISOString()}; ${rows.length} operations x ${callers.length} callers, ${failures} failing cells.`,
    "",
    header,
    ...rows,
    "",
  ].join("\n");
  writeFileSync(path.join(process.cwd(), "bench/results/authorization-table.md"), text);
});

describe("authorization table", () => {
  it("has a rule for every operation of the OpenAPI document, and none for an undocumented one", async () => {
    const documented = (await documentedOperations()).map((op) => `${op.method} ${op.path}`);
    expect(Object.keys(samples).sort()).toEqual(documented.sort());
  });

  it("answers every operation for every caller as its rule says", async () => {
    const operations = await documentedOperations();
    const mismatches: string[] = [];
    for (const operation of operations) {
      const name = `${operation.method} ${operation.path}`;
      const sample = samples[name];
      if (!sample) continue;
      const cells = new Map<CallerName, string>();
      if (Object.values(sample.expected).every((expected) => expected === "browser")) {
        const handler = await handlerOf(operation);
        expect(handler.contract.callers, `${name} names no caller`).toBeUndefined();
        rows.push(
          `| \`${name}\` | ${sample.rule} | ${callers.map(() => "aberto ✓").join(" | ")} |`,
        );
        continue;
      }
      for (const caller of callOrder) {
        const expected = sample.expected[caller] ?? 0;
        const { status, text, refusal, drift } = await call(operation, sample, caller);
        const ok = passes(expected, status);
        if (!ok) {
          failures += 1;
          mismatches.push(
            `${name} as ${caller}: ${status} (expected ${expected}) ${text.slice(0, 160)}`,
          );
        }
        if (drift) mismatches.push(`${name} as ${caller}: ${drift}`);
        if ([401, 403].includes(status) && text) {
          // Refusals use the error shape with a pt-BR message.
          expect(refusal).toMatchObject({ code: expect.any(String) });
        }
        cells.set(caller, `${status}${ok ? " ✓" : " ✗"}`);
      }
      const row = callers.map((caller) => cells.get(caller) ?? "");
      rows.push(`| \`${name}\` | ${sample.rule} | ${row.join(" | ")} |`);
    }
    expect(mismatches).toEqual([]);
  });
});
