import { z } from "zod";
import type { RouteContract } from "@/lib/http";
import { financingPlans } from "./domain/rates";
import { maxDownPaymentReais } from "./domain/share-url";
import { financingTexts } from "./texts";

const plan = z.enum(financingPlans, { error: financingTexts.errors.unknownPlan });

/** The inputs of a simulation, in reais; shared by the API query and the lead body. */
export const simulationInputSchema = z.object({
  plan,
  downPayment: z.coerce
    .number({ error: financingTexts.errors.invalidAmount })
    .nonnegative(financingTexts.errors.invalidAmount)
    .max(maxDownPaymentReais, financingTexts.errors.invalidAmount),
  termMonths: z.coerce
    .number({ error: financingTexts.errors.term(12, 60) })
    .int(financingTexts.errors.term(12, 60)),
});

const fee = z.object({ code: z.string(), label: z.string(), amount: z.number() });

export const simulationResultSchema = z.object({
  currency: z.literal("BRL"),
  plan,
  price: z.number().describe("Valor do veículo na oferta, em reais"),
  downPayment: z.number(),
  termMonths: z.number().int(),
  monthlyRate: z.number().describe("Taxa de juros ao mês (0,0149 = 1,49%)"),
  offerRate: z
    .boolean()
    .describe(
      "Verdadeiro quando vale a taxa da própria oferta (plano CDC, entrada e prazo da oferta)",
    ),
  yearlyRate: z.number(),
  released: z.number().describe("Valor do veículo menos a entrada"),
  fees: z.array(fee),
  iof: z.number(),
  financed: z.number().describe("Valor liberado com tarifas e IOF"),
  instalment: z.number(),
  residual: z.number().describe("Parcela final residual (plano balão); 0 no CDC"),
  totalPaid: z.number(),
  cetMonthly: z.number(),
  cetYearly: z.number(),
});

export const financingRatesContract = {
  method: "GET",
  path: "/api/v1/financing/rates",
  summary: "Tabela de taxas por plano, faixa de entrada e prazo, e as tarifas financiadas",
  tag: "Financiamento",
  auth: "api-key",
  response: z.object({
    minimumDownPaymentPercent: z.number(),
    rates: z.array(
      z.object({
        plan,
        minDownPaymentPercent: z.number(),
        maxDownPaymentPercent: z.number(),
        termMonths: z.number().int(),
        monthlyRateBasisPoints: z.number().int(),
        residualPercent: z.number().nullable(),
      }),
    ),
    fees: z.array(z.object({ code: z.string(), label: z.string(), amountCents: z.number().int() })),
  }),
} satisfies RouteContract;

export const financingSimulationContract = {
  method: "GET",
  path: "/api/v1/financing/simulation",
  summary:
    "Simula o financiamento de uma oferta (CDC ou balão): parcelas pela tabela Price, IOF, tarifas e CET",
  tag: "Financiamento",
  auth: "api-key",
  query: simulationInputSchema.extend({
    offerId: z.coerce
      .number({ error: financingTexts.errors.unknownOffer })
      .int(financingTexts.errors.unknownOffer)
      .positive(financingTexts.errors.unknownOffer),
  }),
  errors: [422],
  response: z.object({
    offer: z.object({
      id: z.number().int(),
      title: z.string(),
      carName: z.string(),
      version: z.string(),
    }),
    simulation: simulationResultSchema,
  }),
} satisfies RouteContract;
