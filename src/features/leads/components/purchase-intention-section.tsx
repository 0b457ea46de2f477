import type { ComponentProps } from "react";
import { decodePlainAnswer } from "../domain/plain-answer";
import type { PlainDraft } from "../domain/plain-draft";
import { TextLink } from "@/ui/text-link";
import { leadTexts } from "../texts";
import { LeadConfirmationView } from "./lead-confirmation-view";
import { PlainPurchaseForm } from "./plain-purchase-form";
import type { PurchaseIntention } from "./purchase-intention";
import { purchaseIntentionFormId } from "./purchase-intention-id";
import { PurchaseIntentionOnApproach } from "./purchase-intention-on-approach";

/**
 * The offer page's "Tenho interesse": the form in the first HTML, sent by the browser without
 * JavaScript, and the interactive one in its place as the shopper comes near (decision 053).
 * After the plain form was sent, the page shows its answer: the confirmation, or the form again
 * with the refused fields' messages.
 */
export function PurchaseIntentionSection({
  offerPath,
  coverage,
  refused,
  draft,
  sent,
  ...form
}: ComponentProps<typeof PurchaseIntention> & {
  /** The offer page's path; the plain form is sent to its /interesse. */
  offerPath: string;
  /**
   * The place a shared link named (?coverage=): the plain form's answer comes back to it, so the
   * dealers listed again, and the one the lead goes to, are still that place's.
   */
  coverage?: string;
  /** The refusal the plain form's answer named in the address (?erro=). */
  refused?: string;
  /** What the shopper typed before that refusal, to fill the form again. */
  draft?: PlainDraft;
  sent?: { protocol: string; dealer: string };
}) {
  const place = coverage ? `?${new URLSearchParams({ coverage })}` : "";
  if (sent) {
    return (
      <LeadConfirmationView
        {...sent}
        again={
          <TextLink href={`${offerPath}${place}#tenho-interesse`} touch className="mt-4">
            {leadTexts.newRequest}
          </TextLink>
        }
      />
    );
  }
  const answer = decodePlainAnswer(refused);
  const plain = (
    <PlainPurchaseForm
      formId={purchaseIntentionFormId}
      action={`${offerPath}/interesse${place}`}
      offerId={form.offerId}
      dealers={form.dealers}
      answer={answer}
      draft={answer ? draft : undefined}
    />
  );
  // A refusal came back to a browser that sent the plain form: that form stays, with its messages.
  return answer ? plain : <PurchaseIntentionOnApproach {...form} placeholder={plain} />;
}
