import { claimTexts as c } from "../claim-texts";
import type { OwnerClaimView } from "../server/claims";
import { schedulingTexts as t } from "../texts";
import { FooterAfterLastStep } from "./footer-after-last-step";
import { WithdrawClaim } from "./withdraw-claim";
import { formatInteger } from "@/lib/format";
import { TextLink } from "@/ui/text-link";

/** A correction request's page: what was asked, where it stands and, while it waits, a way to take it back. */
export function ClaimConfirmation({ claim }: { claim: OwnerClaimView }) {
  const { status } = claim;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-5 py-8">
      <h1 id="claim-title" tabIndex={-1} className="text-3xl font-bold text-brand outline-none">
        {c.titles[status]}
      </h1>
      {status === "received" ? <p>{t.claimIntro}</p> : null}
      <p>
        {t.protocol}: <strong>{claim.protocol}</strong>
      </p>
      <p>
        {c.statusLabel}: <strong>{c.status[status]}</strong>
      </p>
      {status !== "received" && claim.settledAt ? (
        <p>{c.settled[status](claim.settledAt)}</p>
      ) : null}
      {claim.dealerNote ? (
        <div className="rounded-md bg-surface-alt p-4">
          <p className="font-semibold">{c.dealerNote}</p>
          <p className="wrap-anywhere whitespace-pre-line">{claim.dealerNote}</p>
        </div>
      ) : null}
      <p>
        {t.revisionTitle(claim.revisionNumber)} · {claim.modelName}
        {claim.plate ? (
          <>
            {" · "}
            <span className="whitespace-nowrap">{claim.plate}</span>
          </>
        ) : null}{" "}
        · {claim.dealerName} · {claim.servicePerformedDate.split("-").reverse().join("/")} ·{" "}
        {formatInteger(claim.revisionOdometer)} km
        {claim.submittedOdometer !== null
          ? ` (${c.odometerCorrected(formatInteger(claim.submittedOdometer))})`
          : null}
      </p>
      <div>
        <p className="font-semibold">{t.claimDescription}</p>
        <p className="wrap-anywhere whitespace-pre-line">{claim.description}</p>
      </div>
      <p className="text-sm text-muted">{c.sentOn(claim.createdAt)}</p>
      {status === "received" ? <WithdrawClaim protocol={claim.protocol} /> : null}
      {status === "declined" || status === "withdrawn" ? (
        <TextLink href="/agendamento/servicos?flow=correction_revision&origin=MY_ACCOUNT">
          {c.newClaim}
        </TextLink>
      ) : null}
      <TextLink emphasis={false} href="/agendamento">
        {t.newBooking}
      </TextLink>
      <FooterAfterLastStep />
    </div>
  );
}
