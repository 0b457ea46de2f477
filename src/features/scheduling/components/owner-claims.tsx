import { TextLink } from "@/ui/text-link";
import { claimTexts as c } from "../claim-texts";
import type { OwnerClaimView } from "../server/claims";
import { schedulingTexts as t } from "../texts";

const day = (iso: string) => iso.split("-").reverse().join("/");

/** /agendamento: the owner's correction requests and where each stands; nothing when there are none. */
export function OwnerClaims({ claims }: { claims: OwnerClaimView[] }) {
  if (claims.length === 0) return null;
  return (
    <section aria-labelledby="owner-claims" className="flex flex-col gap-3">
      <h2 id="owner-claims" className="text-xl font-bold text-brand">
        {c.myClaims}
      </h2>
      <ul className="flex flex-col gap-3">
        {claims.map((claim) => (
          <li key={claim.protocol} className="rounded-md border border-surface-alt p-4">
            <p className="font-semibold">
              <TextLink
                emphasis={false}
                href={`/agendamento/servicos/confirmacao?claim=${claim.protocol}`}
              >
                {t.revisionTitle(claim.revisionNumber)} · {claim.modelName}
                {claim.plate ? ` ${claim.plate}` : ""}
              </TextLink>
            </p>
            <p className="text-sm text-muted wrap-anywhere">
              {day(claim.servicePerformedDate)} · {claim.dealerName} · {t.protocol} {claim.protocol}
            </p>
            <p className="text-sm">{c.status[claim.status]}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
