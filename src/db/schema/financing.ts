import { index, integer, pgTable, serial, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The lender's monthly rates by plan, down-payment band (percent of the price, both ends
 * inclusive; the higher band wins on a shared edge) and term. Balloon rows carry the residual
 * (last) instalment as a percent of the vehicle price.
 */
export const financingRates = pgTable(
  "financing_rates",
  {
    id: serial("id").primaryKey(),
    plan: text("plan", { enum: ["cdc", "balloon"] }).notNull(),
    minDownPaymentPercent: smallint("min_down_payment_percent").notNull(),
    maxDownPaymentPercent: smallint("max_down_payment_percent").notNull(),
    termMonths: smallint("term_months").notNull(),
    /** Monthly interest in hundredths of a percent: 149 is 1,49% a.m. */
    monthlyRateBasisPoints: integer("monthly_rate_basis_points").notNull(),
    residualPercent: smallint("residual_percent"),
  },
  (table) => [
    uniqueIndex("financing_rates_band_key").on(
      table.plan,
      table.minDownPaymentPercent,
      table.termMonths,
    ),
  ],
);

/** Fees financed with the vehicle (contract registration, account opening), listed to the shopper. */
export const financingFees = pgTable(
  "financing_fees",
  {
    code: text("code").primaryKey(),
    label: text("label").notNull(),
    amountCents: integer("amount_cents").notNull(),
    displayOrder: smallint("display_order").notNull(),
  },
  (table) => [index("financing_fees_order_idx").on(table.displayOrder)],
);
