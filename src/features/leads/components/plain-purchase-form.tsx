import { Button } from "@/ui/button";
import { LabelledInput } from "@/ui/labelled-input";
import { listedDealerCode } from "../domain/dealer-choice";
import type { PlainAnswer, PlainField } from "../domain/plain-answer";
import type { PlainDraft } from "../domain/plain-draft";
import { leadTexts as texts } from "../texts";
import { ConsentField } from "./consent-field";
import { DealerField, type DealerOption } from "./dealer-field";
import { LeadFormFrame } from "./lead-form-frame";
import { PreferredContactField } from "./preferred-contact-field";

/**
 * The purchase intention as the server renders it: the same fields as the interactive form (the
 * same components, without their script), in the first HTML, so the section is never empty.
 * Without JavaScript it is the form, sent by the browser to the offer's address (decision 053) and
 * answered by the leads API; with it, the interactive form takes its place as the shopper comes
 * near.
 */
export function PlainPurchaseForm({
  formId,
  action,
  offerId,
  dealers,
  answer,
  draft,
}: {
  formId: string;
  action: string;
  offerId: number;
  dealers: DealerOption[];
  answer?: PlainAnswer;
  /** What was typed before a refusal: the form comes back as the shopper left it. */
  draft?: PlainDraft;
}) {
  const error = (field: PlainField) => answer?.fields[field];
  const failure =
    answer?.failure ?? (answer && Object.keys(answer.fields).length > 0 ? texts.fixFields : null);
  return (
    <LeadFormFrame formId={formId} title={texts.purchaseTitle} intro={texts.purchaseIntro}>
      <form method="post" action={action} className="mt-4 grid gap-4">
        <input type="hidden" name="offerId" value={offerId} />
        {failure ? (
          <p role="alert" className="text-error">
            {failure}
          </p>
        ) : null}
        <LabelledInput
          id={`${formId}-name`}
          name="name"
          label={texts.name}
          autoComplete="name"
          required
          defaultValue={draft?.name}
          error={error("name")}
        />
        <LabelledInput
          id={`${formId}-email`}
          name="email"
          label={texts.email}
          type="email"
          autoComplete="email"
          required
          defaultValue={draft?.email}
          error={error("email")}
        />
        <LabelledInput
          id={`${formId}-phone`}
          name="phone"
          label={texts.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(11) 91234-5678"
          hint={texts.phoneHint}
          required
          defaultValue={draft?.phone}
          error={error("phone")}
        />
        <LabelledInput
          id={`${formId}-cpf`}
          name="cpf"
          label={texts.cpf}
          inputMode="numeric"
          placeholder="000.000.000-00"
          defaultValue={draft?.cpf}
          error={error("cpf")}
        />
        <PreferredContactField
          formId={formId}
          name="preferredContact"
          checkedByDefault={draft?.preferredContact ?? 3}
          error={error("preferredContact")}
        />
        <DealerField
          formId={formId}
          dealers={dealers}
          name="dealerCode"
          defaultValue={listedDealerCode(dealers, draft?.dealerCode)}
          error={error("dealerCode")}
        />
        <ConsentField
          formId={formId}
          name="consent"
          required
          defaultChecked={draft?.consent}
          error={error("consent")}
        />
        <Button type="submit" disabled={dealers.length === 0}>
          {texts.submit}
        </Button>
      </form>
    </LeadFormFrame>
  );
}
