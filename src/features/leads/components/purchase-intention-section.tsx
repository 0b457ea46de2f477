import type { ComponentProps } from "react";
import { leadTexts } from "../texts";
import { LeadFormPlaceholder } from "./lead-form-placeholder";
import type { PurchaseIntention } from "./purchase-intention";
import { purchaseIntentionFormId } from "./purchase-intention-id";
import { PurchaseIntentionOnApproach } from "./purchase-intention-on-approach";

/** The offer page's "Tenho interesse": its place and title from the server, its form on approach. */
export function PurchaseIntentionSection(props: ComponentProps<typeof PurchaseIntention>) {
  return (
    <PurchaseIntentionOnApproach
      {...props}
      placeholder={
        <LeadFormPlaceholder
          formId={purchaseIntentionFormId}
          title={leadTexts.purchaseTitle}
          intro={leadTexts.purchaseIntro}
        />
      }
    />
  );
}
