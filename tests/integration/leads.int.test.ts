import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, gte, lte, notInArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as tokenRoute } from "@/app/api/v1/dealers/auth-token/route";
import { GET as dealerLeadRoute } from "@/app/api/v1/dealers/leads/[protocol]/route";
import { GET as dealerLeadsRoute } from "@/app/api/v1/dealers/leads/route";
import { GET as simulationRoute } from "@/app/api/v1/financing/simulation/route";
import { POST as leadsRoute } from "@/app/api/v1/leads/route";
import { GET as plainLeadPage, POST as plainLeadForm } from "@/app/ofertas/[slug]/interesse/route";
import { database, databaseHandle } from "@/db";
import { dealers, leadOutbox, leads, offers, subscriptionPlans } from "@/db/schema";
import { seedDatabase } from "@/db/seed";
import { defaultSearchLocation } from "@/features/location";
import { decodePlainDraft, deliverDueLeads, issueDealerCredentials } from "@/features/leads/server";
import { dealersForOffer, offerCatalog, pointFromLocation } from "@/features/offers/server";
import { config } from "@/lib/config";
import { callRoute } from "../support/route-caller";

let offerId: number;
let offerPrice: number;
let sellerCode: string;
let otherCode: string;

/** A dealer's system: refuses the first delivery (503), then accepts, keeping one copy per key. */
const received: { key: string | undefined; protocol: string }[] = [];
const accepted = new Map<string, unknown>();
let failuresLeft = 1;
let dealerSystem: Server;
let webhookUrl: string;

async function readBody(request: IncomingMessage): Promise<string> {
  let text = "";
  for await (const chunk of request) text += String(chunk);
  return text;
}

beforeAll(async () => {
  await seedDatabase(databaseHandle().db);
  const [offer] = await database()
    .select({ id: offers.id, price: offers.priceCents })
    .from(offers)
    .where(
      and(
        eq(offers.kind, "model"),
        lte(offers.validFrom, new Date()),
        gte(offers.validUntil, new Date()),
      ),
    )
    .limit(1);
  if (!offer) throw new Error("the seed has no model offer");
  offerId = offer.id;
  offerPrice = offer.price / 100;
  const sellers = await dealersForOffer(offerId, pointFromLocation(defaultSearchLocation), 2);
  const [first, second] = sellers;
  if (!first || !second) throw new Error("the offer needs two sellers");
  sellerCode = first.code;
  otherCode = second.code;

  dealerSystem = createServer(async (request, response) => {
    const body = JSON.parse(await readBody(request)) as { protocol: string };
    const key = request.headers["idempotency-key"] as string | undefined;
    received.push({ key, protocol: body.protocol });
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      response.writeHead(503).end();
      return;
    }
    if (key && !accepted.has(key)) accepted.set(key, body);
    response.writeHead(200, { "content-type": "application/json" }).end("{}");
  });
  await new Promise<void>((resolve) => dealerSystem.listen(0, "127.0.0.1", resolve));
  webhookUrl = `http://127.0.0.1:${(dealerSystem.address() as AddressInfo).port}/leads`;
});

afterAll(async () => {
  await new Promise((resolve) => dealerSystem?.close(resolve));
});

const contact = () => ({
  name: "Maria da Silva",
  email: "maria@exemplo.com.br",
  phone: "(11) 91234-5678",
  cpf: "529.982.247-25",
  preferredContact: 3,
  dealerCode: sellerCode,
  consent: true,
});

function postLead(body: unknown, key?: string) {
  return callRoute(leadsRoute, { body, headers: key ? { "idempotency-key": key } : {} });
}

/** A lead from its own address, so the tests of what is saved stay clear of the address limit. */
function postLeadFrom(address: string, body: unknown) {
  return callRoute(leadsRoute, { body, headers: { "x-forwarded-for": address } });
}

describe("POST /api/v1/leads", () => {
  it("saves a purchase intention with the offer, the recomputed simulation and the dealer, once per Idempotency-Key", async () => {
    const body = {
      ...contact(),
      kind: "purchase",
      offerId,
      simulation: { plan: "cdc", downPayment: Math.ceil(offerPrice * 0.3), termMonths: 48 },
    };
    const first = await postLead(body, "lead-key-1");
    expect(first.status).toBe(201);
    const { protocol, dealer } = first.body;
    expect(protocol).toMatch(/^VW-\d{6}-[0-9A-Z]{6}$/);
    expect(dealer.code).toBe(sellerCode);

    const again = await postLead(body, "lead-key-1");
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body.protocol).toBe(protocol);

    const rows = await database().select().from(leads).where(eq(leads.protocol, protocol));
    expect(rows).toHaveLength(1);
    expect(await database().$count(leads, eq(leads.email, "maria@exemplo.com.br"))).toBe(1);
    const [row] = rows;
    expect(row).toMatchObject({
      kind: "purchase",
      offerId,
      phone: "11912345678",
      cpf: "52998224725",
      preferredContact: 3,
    });
    expect(row?.simulation).toMatchObject({ plan: "cdc", termMonths: 48, currency: "BRL" });
    expect((row?.simulation as { instalment: number }).instalment).toBeGreaterThan(0);
    const [outbox] = await database()
      .select()
      .from(leadOutbox)
      .where(eq(leadOutbox.leadId, row?.id ?? ""));
    expect(outbox?.deliveryKey).toBe(`lead-${protocol}`);
  });

  it("refuses an invalid e-mail, phone and CPF with field messages", async () => {
    const response = await postLead({
      ...contact(),
      email: "maria@",
      phone: "(11) 1234",
      cpf: "111.111.111-11",
      kind: "purchase",
      offerId,
    });
    expect(response.status).toBe(400);
    expect(response.error.fields).toMatchObject({
      email: "Informe um e-mail válido, como nome@exemplo.com.br.",
      phone: "Informe um telefone válido com DDD.",
      cpf: "CPF inválido. Confira os números.",
    });
  });

  it("refuses letters in the CPF field instead of storing the lead without a CPF", async () => {
    const before = await database().$count(leads);
    for (const cpf of ["abc", "٥٢٩٩٨٢٢٤٧٢٥"]) {
      const response = await postLead({ ...contact(), cpf, kind: "purchase", offerId });
      expect(response.status).toBe(400);
      expect(response.error.fields?.cpf).toBe("CPF inválido. Confira os números.");
    }
    expect(await database().$count(leads)).toBe(before);
  });

  it("refuses WhatsApp as the way to answer a landline, and takes the landline for a call", async () => {
    const email = "telefone.fixo@exemplo.com.br";
    const landline = { ...contact(), email, phone: "(21) 3456-7890", kind: "purchase", offerId };
    const refused = await postLead(landline);
    expect(refused.status).toBe(400);
    expect(refused.error.fields?.phone).toBe(
      "Para contato por WhatsApp, informe um celular com DDD.",
    );
    expect(await database().$count(leads, eq(leads.email, email))).toBe(0);

    const byPhone = await postLead({ ...landline, preferredContact: 2 });
    expect(byPhone.status).toBe(201);
    expect(await database().$count(leads, eq(leads.email, email))).toBe(1);
  });

  it("takes a landline written with the country code, and stores it without", async () => {
    const email = "fixo.com.ddi@exemplo.com.br";
    const response = await postLeadFrom("198.51.100.22", {
      ...contact(),
      email,
      phone: "+55 11 3333-4444",
      preferredContact: 2,
      kind: "purchase",
      offerId,
    });
    expect(response.status).toBe(201);
    const [row] = await database().select().from(leads).where(eq(leads.email, email));
    expect(row?.phone).toBe("1133334444");
  });

  it.each([
    ["123 456", "Use apenas letras no nome."],
    ["😀 😀", "Use apenas letras no nome."],
    [`Maria ${"a".repeat(120)}`, "O nome tem no máximo 120 caracteres."],
  ])(
    "refuses the name %s with a 400 and its message, and stores nothing",
    async (name, message) => {
      const email = "nome.sem.letras@exemplo.com.br";
      const response = await postLead({ ...contact(), name, email, kind: "purchase", offerId });
      expect(response.status).toBe(400);
      expect(response.error.fields?.name).toBe(message);
      expect(await database().$count(leads, eq(leads.email, email))).toBe(0);
    },
  );

  it.each([
    ["below the minimum down payment", { plan: "cdc", downPayment: 0.1, termMonths: 48 }],
    [
      "above the balloon's maximum down payment",
      { plan: "balloon", downPayment: 0.7, termMonths: 36 },
    ],
    ["at a term the rate table lacks", { plan: "cdc", downPayment: 0.3, termMonths: 30 }],
  ])(
    "saves the lead without a simulation %s, and says it was left out",
    async (_case, { downPayment, ...simulation }) => {
      const email = `sem-simulacao-${simulation.termMonths}-${downPayment}@exemplo.com.br`;
      const response = await postLeadFrom("198.51.100.20", {
        ...contact(),
        email,
        kind: "purchase",
        offerId,
        simulation: { ...simulation, downPayment: Math.floor(offerPrice * downPayment) },
      });
      expect(response.status).toBe(201);
      expect(response.body.simulationLeftOut).toBe(true);
      const [row] = await database().select().from(leads).where(eq(leads.email, email));
      expect(row).toMatchObject({ protocol: response.body.protocol, offerId, simulation: null });
    },
  );

  it("says no simulation was left out when it went with the lead, or none was sent", async () => {
    const withSimulation = await postLeadFrom("198.51.100.21", {
      ...contact(),
      email: "com-simulacao@exemplo.com.br",
      kind: "purchase",
      offerId,
      simulation: { plan: "cdc", downPayment: Math.ceil(offerPrice * 0.3), termMonths: 48 },
    });
    expect(withSimulation.body.simulationLeftOut).toBe(false);
    const without = await postLeadFrom("198.51.100.21", {
      ...contact(),
      email: "sem-nada@exemplo.com.br",
      kind: "purchase",
      offerId,
    });
    expect(without.body.simulationLeftOut).toBe(false);
  });

  it("refuses an unknown offer and an unknown plan (422)", async () => {
    const unknown = await postLead({ ...contact(), kind: "purchase", offerId: 999_999 });
    expect(unknown.status).toBe(422);
    expect(unknown.error.fields?.offerId).toBe("Oferta não encontrada.");
    const plan = await postLead({ ...contact(), kind: "subscription", planId: 999_999 });
    expect(plan.status).toBe(422);
  });

  it("refuses a dealer that does not sell the offer and an unknown dealer code (422 on dealerCode), saving nothing", async () => {
    const now = new Date();
    const stateOffer = (await offerCatalog()).find(
      (offer) => offer.coverage === "states" && offer.validFrom <= now && offer.validUntil >= now,
    );
    if (!stateOffer) throw new Error("the seed has no state offer");
    const coveredStates = stateOffer.areas.flatMap((area) => area.stateCode ?? []);
    const [outsider] = await database()
      .select({ code: dealers.code })
      .from(dealers)
      .where(notInArray(dealers.stateCode, coveredStates))
      .limit(1);
    if (!outsider) throw new Error("every dealer sells the state offer");
    const before = await database().$count(leads);
    for (const dealerCode of [outsider.code, "NAO-EXISTE"]) {
      const response = await postLead({
        ...contact(),
        dealerCode,
        kind: "purchase",
        offerId: stateOffer.id,
      });
      expect(response.status).toBe(422);
      expect(response.error.fields?.dealerCode).toBe(
        "Esta concessionária não atende esta oferta. Escolha outra.",
      );
    }
    expect(await database().$count(leads)).toBe(before);
  });

  it("saves a Sign&Drive interest with its plan", async () => {
    const [plan] = await database().select().from(subscriptionPlans).limit(1);
    const response = await postLead({ ...contact(), kind: "subscription", planId: plan?.id });
    expect(response.status).toBe(201);
    const { protocol } = response.body;
    const [row] = await database().select().from(leads).where(eq(leads.protocol, protocol));
    expect(row).toMatchObject({ kind: "subscription", subscriptionPlanId: plan?.id });
    expect(row?.subject).toMatchObject({ kind: "subscription", termMonths: plan?.termMonths });
  });
});

describe("a lead sent by another site's page", () => {
  it("is refused with 403 by the API and by the form without script, and nothing is stored", async () => {
    const email = "pagina.de.outro.site@exemplo.com.br";
    const lead = { ...contact(), email, kind: "purchase", offerId };
    const crossSite: Record<string, string>[] = [
      { origin: "http://evil.example" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of crossSite) {
      const answer = await callRoute(leadsRoute, { body: lead, headers });
      expect(answer.status).toBe(403);
      expect(answer.error).toMatchObject({
        code: "FORBIDDEN",
        message: "Pedido de outro site recusado.",
      });
    }
    // The offer page's plain form, posted from elsewhere as a forged form would post it.
    const [offer] = await database()
      .select({ slug: offers.slug })
      .from(offers)
      .where(eq(offers.id, offerId));
    const slug = offer?.slug ?? "";
    const form = new URLSearchParams({
      name: lead.name,
      email,
      phone: lead.phone,
      preferredContact: "3",
      dealerCode: sellerCode,
      consent: "on",
      offerId: String(offerId),
    }).toString();
    const plain = await plainLeadForm(
      new Request(`${config().PUBLIC_BASE_URL}/ofertas/${slug}/interesse`, {
        method: "POST",
        headers: {
          origin: "http://evil.example",
          "content-type": "application/x-www-form-urlencoded",
          "content-length": String(form.length),
        },
        body: form,
      }),
      { params: Promise.resolve({ slug }) },
    );
    expect(plain.status).toBe(303);
    expect(plain.headers.get("location")).toContain("erro=failed");
    expect(await database().$count(leads, eq(leads.email, email))).toBe(0);
    // Nor may that page plant its values in the shopper's form: no draft comes with the refusal.
    expect(plain.headers.get("set-cookie") ?? "").not.toContain("lead_draft=");

    // Not even with a field the API would refuse, which it checks before the caller's site.
    const planted = new URLSearchParams({ name: "Nome Plantado", offerId: String(offerId) });
    const refused = await plainLeadForm(
      new Request(`${config().PUBLIC_BASE_URL}/ofertas/${slug}/interesse`, {
        method: "POST",
        headers: {
          "sec-fetch-site": "cross-site",
          "content-type": "application/x-www-form-urlencoded",
          "content-length": String(planted.toString().length),
        },
        body: planted.toString(),
      }),
      { params: Promise.resolve({ slug }) },
    );
    expect(refused.status).toBe(303);
    expect(refused.headers.get("location")).toContain("erro=failed");
    expect(refused.headers.get("set-cookie") ?? "").not.toContain("lead_draft=");

    // The storefront's own page is heard as before.
    const own = await callRoute(leadsRoute, {
      body: lead,
      headers: {
        origin: new URL(config().PUBLIC_BASE_URL).origin,
        "sec-fetch-site": "same-origin",
      },
    });
    expect(own.status).toBe(201);
    expect(await database().$count(leads, eq(leads.email, email))).toBe(1);
  });
});

describe("the plain form's address opened as a page", () => {
  it("leads to the offer's form instead of a blank refusal", async () => {
    const slug = "polo-track-bz13-mpi-vendas-diretas";
    const answer = await plainLeadPage(
      new Request(`${config().PUBLIC_BASE_URL}/ofertas/${slug}/interesse`),
      { params: Promise.resolve({ slug }) },
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(
      `${config().PUBLIC_BASE_URL}/ofertas/${slug}#tenho-interesse`,
    );
  });
});

describe("the plain form sent from a shared link's place", () => {
  it("comes back to that place with its refusal, so the dealers listed stay that place's", async () => {
    const slug = "polo-track-bz13-mpi-vendas-diretas";
    const form = new URLSearchParams({ name: "Ana 2", offerId: String(offerId) }).toString();
    const answer = await plainLeadForm(
      new Request(
        `${config().PUBLIC_BASE_URL}/ofertas/${slug}/interesse?coverage=${encodeURIComponent("Rio de Janeiro - RJ")}`,
        {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            "content-length": String(form.length),
          },
          body: form,
        },
      ),
      { params: Promise.resolve({ slug }) },
    );
    expect(answer.status).toBe(303);
    const back = new URL(answer.headers.get("location") ?? "");
    expect(back.pathname).toBe(`/ofertas/${slug}`);
    expect(back.searchParams.get("erro")).not.toBeNull();
    expect(back.searchParams.get("coverage")).toBe("Rio de Janeiro - RJ");
    expect(back.hash).toBe("#tenho-interesse");
    // What was typed goes back in a cookie only that offer's page and this server can read.
    const cookie = answer.headers.get("set-cookie") ?? "";
    const value = /^lead_draft=([^;]*)/.exec(cookie)?.[1];
    expect(decodePlainDraft(decodeURIComponent(value ?? ""))).toEqual({
      name: "Ana 2",
      consent: false,
    });
    expect(cookie).toContain(`Path=/ofertas/${slug}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).toContain("Max-Age=600");
    expect(back.search).not.toContain("Ana");
  });
});

describe("lead outbox", () => {
  it("delivers a lead once to the dealer's system even when the first attempt fails", async () => {
    await issueDealerCredentials(otherCode, { webhookUrl });
    const response = await postLead(
      { ...contact(), dealerCode: otherCode, kind: "purchase", offerId },
      "lead-key-webhook",
    );
    const { protocol } = response.body;
    const [lead] = await database().select().from(leads).where(eq(leads.protocol, protocol));
    const entry = async () =>
      (
        await database()
          .select()
          .from(leadOutbox)
          .where(eq(leadOutbox.leadId, lead?.id ?? ""))
      )[0];

    const now = new Date(Date.now() + 1000);
    const first = await deliverDueLeads({ now, jitter: () => 0 });
    expect(first.retried).toBeGreaterThanOrEqual(1);
    expect(await entry()).toMatchObject({ status: "pending", attempts: 1 });
    expect((await entry())?.lastError).toContain("503");

    // Not due yet: the back-off holds it for 30 s.
    await deliverDueLeads({ now: new Date(now.getTime() + 10_000), jitter: () => 0 });
    expect(received.filter((item) => item.protocol === protocol)).toHaveLength(1);

    await deliverDueLeads({ now: new Date(now.getTime() + 31_000), jitter: () => 0 });
    expect(await entry()).toMatchObject({ status: "delivered", attempts: 2, channel: "webhook" });
    await deliverDueLeads({ now: new Date(now.getTime() + 3_600_000), jitter: () => 0 });

    const attempts = received.filter((item) => item.protocol === protocol);
    expect(attempts).toHaveLength(2);
    expect(new Set(attempts.map((item) => item.key))).toEqual(new Set([`lead-${protocol}`]));
    expect([...accepted.keys()].filter((key) => key === `lead-${protocol}`)).toHaveLength(1);
  });

  it("keeps leads of dealers without a webhook pending until the dealer pulls them", async () => {
    await deliverDueLeads({ now: new Date(Date.now() + 3_600_000) });
    const pending = await database()
      .select({ dealerId: leads.dealerId, attempts: leadOutbox.attempts })
      .from(leadOutbox)
      .innerJoin(leads, eq(leads.id, leadOutbox.leadId))
      .where(eq(leadOutbox.status, "pending"));
    expect(pending.length).toBeGreaterThan(0);
    const [seller] = await database().select().from(dealers).where(eq(dealers.code, sellerCode));
    expect(new Set(pending.map((row) => row.dealerId))).toEqual(new Set([seller?.id]));
    expect(pending.every((row) => row.attempts === 0)).toBe(true);
  });
});

describe("dealers' leads API", () => {
  function token(clientId: string, secret: string) {
    return callRoute(tokenRoute, {
      body: { grant_type: "client_credentials", client_id: clientId, client_secret: secret },
    });
  }

  it("gives each dealer its own leads only; another dealer's lead is 404", async () => {
    const seller = await issueDealerCredentials(sellerCode);
    const other = await issueDealerCredentials(otherCode, { webhookUrl });
    expect((await token(seller.clientId, "wrong-secret")).status).toBe(401);

    const sellerToken = (await token(seller.clientId, seller.clientSecret)).body.access_token;
    const otherToken = (await token(other.clientId, other.clientSecret)).body.access_token;

    const list = await callRoute(dealerLeadsRoute, { bearer: sellerToken });
    expect(list.status).toBe(200);
    const { leads: sellerLeads } = list.body;
    expect(sellerLeads.length).toBeGreaterThan(0);
    // Pulled: the dealer's system has them now, so they are delivered, by pull.
    expect(new Set(sellerLeads.map((lead) => lead.delivery.status))).toEqual(
      new Set(["delivered"]),
    );
    const pulled = await database()
      .select({ status: leadOutbox.status, channel: leadOutbox.channel })
      .from(leadOutbox)
      .innerJoin(leads, eq(leads.id, leadOutbox.leadId))
      .where(eq(leads.protocol, sellerLeads[0]?.protocol ?? ""));
    expect(pulled).toEqual([{ status: "delivered", channel: "pull" }]);
    expect(new Set(sellerLeads.map((lead) => lead.dealerCode))).toEqual(new Set([sellerCode]));
    const protocol = sellerLeads[0]?.protocol ?? "";

    const own = await callRoute(dealerLeadRoute, { params: { protocol }, bearer: sellerToken });
    expect(own.status).toBe(200);
    const foreign = await callRoute(dealerLeadRoute, { params: { protocol }, bearer: otherToken });
    expect(foreign.status).toBe(404);

    const noToken = await callRoute(dealerLeadsRoute);
    expect(noToken.status).toBe(401);
  });

  it("pages a dealer's leads from since on, oldest first, so a small limit still reaches every one", async () => {
    const seller = await issueDealerCredentials(sellerCode);
    const bearer = (await token(seller.clientId, seller.clientSecret)).body.access_token;
    const all = (await callRoute(dealerLeadsRoute, { bearer, query: "limit=100" })).body.leads as {
      protocol: string;
      createdAt: string;
    }[];
    expect(all.length).toBeGreaterThanOrEqual(3);
    const times = all.map((lead) => lead.createdAt);
    expect(times).toEqual([...times].sort());

    // A dealer's system asks again from the last lead it got, two at a time.
    const reached = new Set<string>();
    let since: string | undefined;
    for (let page = 0; page < all.length + 1; page += 1) {
      const query = `limit=2${since ? `&since=${encodeURIComponent(since)}` : ""}`;
      const answer = await callRoute(dealerLeadsRoute, { bearer, query });
      expect(answer.status).toBe(200);
      const batch = answer.body.leads as { protocol: string; createdAt: string }[];
      const fresh = batch.filter((lead) => !reached.has(lead.protocol));
      if (fresh.length === 0) break;
      for (const lead of fresh) reached.add(lead.protocol);
      since = batch.at(-1)?.createdAt;
    }
    expect([...reached].sort()).toEqual(all.map((lead) => lead.protocol).sort());
  });
});

describe("GET /api/v1/financing/simulation", () => {
  const simulate = (query: string) => callRoute(simulationRoute, { query });

  it("simulates an offer with the seeded table", async () => {
    const down = Math.ceil(offerPrice * 0.2);
    const response = await simulate(
      `offerId=${offerId}&plan=cdc&downPayment=${down}&termMonths=60`,
    );
    expect(response.status).toBe(200);
    const { simulation } = response.body;
    expect(simulation.price).toBe(offerPrice);
    expect(simulation.monthlyRate).toBeCloseTo(0.0179, 6);
    expect(simulation.cetMonthly).toBeGreaterThan(simulation.monthlyRate);
    expect(simulation.fees).toHaveLength(3);
  });

  it.each([
    [`plan=cdc&downPayment=1&termMonths=48`, 422, "downPayment"],
    [`plan=cdc&downPayment=999999999&termMonths=48`, 400, "downPayment"],
    [`plan=cdc&downPayment=50000&termMonths=61`, 422, "termMonths"],
    [`plan=leasing&downPayment=50000&termMonths=48`, 400, "plan"],
  ])("answers %s with %i on %s", async (query, status, field) => {
    const response = await simulate(`offerId=${offerId}&${query}`);
    expect(response.status).toBe(status);
    expect(response.error.fields?.[field]).toBeTruthy();
  });

  it("gives every financing offer's advertised instalment at the offer's own terms and rate", async () => {
    const financingOffers = await database()
      .select()
      .from(offers)
      .where(
        and(
          eq(offers.buyType, "financing"),
          lte(offers.validFrom, new Date()),
          gte(offers.validUntil, new Date()),
        ),
      );
    expect(financingOffers.length).toBeGreaterThan(3);
    for (const offer of financingOffers) {
      const down = (offer.downPaymentCents ?? 0) / 100;
      const response = await simulate(
        `offerId=${offer.id}&plan=cdc&downPayment=${down}&termMonths=${offer.installments}`,
      );
      expect(response.status, offer.title).toBe(200);
      const { simulation } = response.body;
      expect(simulation.offerRate).toBe(true);
      expect(simulation.instalment, offer.title).toBe((offer.installmentCents ?? 0) / 100);
      expect(simulation.monthlyRate * 100).toBeCloseTo(
        Number(offer.monthlyRatePercent?.replace(",", ".")),
        6,
      );
      expect(offer.cetMonthlyPercent).toBe(
        (simulation.cetMonthly * 100).toLocaleString("pt-BR", {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        }),
      );
      expect(offer.conditions.replace(/\u00a0/g, " ")).toContain(
        `parcelas mensais de R$ ${simulation.instalment.toLocaleString("pt-BR", { minimumFractionDigits: 2 })}`,
      );
    }

    // A real down payment below the offer's, or a longer term: the lender's table, not the offer's.
    const zero = financingOffers.find((offer) => offer.monthlyRatePercent === "0,00");
    if (!zero) throw new Error("the seed has no 0% offer");
    const below = await simulate(
      `offerId=${zero.id}&plan=cdc&downPayment=${(zero.downPaymentCents ?? 0) / 100 - 1}&termMonths=${zero.installments}`,
    );
    expect(below.body.simulation).toMatchObject({ offerRate: false });
    expect(below.body.simulation.monthlyRate).toBeGreaterThan(0.01);
    const longer = await simulate(
      `offerId=${zero.id}&plan=cdc&downPayment=${(zero.downPaymentCents ?? 0) / 100}&termMonths=48`,
    );
    expect(longer.body.simulation.monthlyRate).toBeGreaterThan(0.01);
  });

  it("refuses an unknown offer with 422", async () => {
    const response = await simulate(`offerId=999999&plan=cdc&downPayment=50000&termMonths=48`);
    expect(response.status).toBe(422);
  });
});

describe("dealer rows", () => {
  it("exist for the codes used above", async () => {
    expect(await database().$count(dealers, eq(dealers.code, sellerCode))).toBe(1);
  });
});
