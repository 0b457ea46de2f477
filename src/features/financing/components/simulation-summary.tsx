import { formatBRL } from "@/lib/format";
import type { SimulationResult } from "../domain/simulation";
import { financingTexts as texts, formatRate } from "../texts";

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 border-b border-line-soft py-2">
      <dt>{label}</dt>
      <dd className="text-right font-semibold">{value}</dd>
    </div>
  );
}

/** Every figure of a simulation, in BRL, as consumer-credit rules ask (rate, fees, IOF, CET). */
export function SimulationSummary({ result }: { result: SimulationResult }) {
  return (
    <section aria-labelledby="simulation-result" className="rounded-lg bg-surface-alt p-4">
      <h3 id="simulation-result" className="text-lg font-bold text-brand">
        {texts.result}
      </h3>
      <p className="mt-2 text-2xl font-bold" aria-live="polite" data-testid="simulation-instalment">
        {texts.instalments(result.termMonths)} {formatBRL(result.instalmentCents)}
      </p>
      {result.residualCents > 0 ? (
        <p className="mt-1">
          {texts.residual}: <strong>{formatBRL(result.residualCents)}</strong>
        </p>
      ) : null}
      <dl className="mt-3">
        <Row label={texts.vehiclePrice} value={formatBRL(result.priceCents)} />
        <Row label={texts.downPayment} value={formatBRL(result.downPaymentCents)} />
        <Row label={texts.released} value={formatBRL(result.releasedCents)} />
        {result.fees.map((fee) => (
          <Row key={fee.code} label={fee.label} value={formatBRL(fee.amountCents)} />
        ))}
        <Row label={texts.iof} value={formatBRL(result.iofCents)} />
        <Row label={texts.financed} value={formatBRL(result.financedCents)} />
        <Row
          label={texts.monthlyRate}
          value={`${formatRate(result.monthlyRate)} ${texts.perMonth} (${formatRate(result.yearlyRate)} ${texts.perYear})${result.offerRateApplied ? `, ${texts.offerRate.rateSuffix}` : ""}`}
        />
        <Row
          label={texts.cet}
          value={`${formatRate(result.cetMonthly)} ${texts.perMonth} (${formatRate(result.cetYearly)} ${texts.perYear})`}
        />
        <Row label={texts.totalPaid} value={formatBRL(result.totalPaidCents)} />
      </dl>
    </section>
  );
}
