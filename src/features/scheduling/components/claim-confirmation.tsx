import { schedulingTexts as t } from "../texts";
import { FooterAfterLastStep } from "./footer-after-last-step";
import { TextLink } from "@/ui/text-link";

export function ClaimConfirmation({
  claim,
}: {
  claim: {
    protocol: string;
    revisionNumber: number;
    servicePerformedDate: string;
    revisionOdometer: number;
    dealerName: string;
    modelName: string;
    plate: string | null;
  };
}) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-5 py-8">
      <h1 className="text-3xl font-bold text-brand">{t.claimTitle}</h1>
      <p>{t.claimIntro}</p>
      <p>
        {t.protocol}: <strong>{claim.protocol}</strong>
      </p>
      <p>
        {t.revisionTitle(claim.revisionNumber)} · {claim.modelName}
        {claim.plate ? (
          <>
            {" · "}
            <span className="whitespace-nowrap">{claim.plate}</span>
          </>
        ) : null}{" "}
        · {claim.dealerName} · {claim.servicePerformedDate.split("-").reverse().join("/")} ·{" "}
        {claim.revisionOdometer.toLocaleString("pt-BR")} km
      </p>
      <TextLink emphasis={false} href="/agendamento">
        {t.newBooking}
      </TextLink>
      <FooterAfterLastStep />
    </div>
  );
}
