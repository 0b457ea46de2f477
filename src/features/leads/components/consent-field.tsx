import type { ComponentProps } from "react";
import { privacyNoticeHref } from "@/lib/privacy-notice";
import { FieldError } from "@/ui/field-error";
import { textLinkClass } from "@/ui/text-link";
import { leadTexts as texts } from "../texts";

/** The consent to the privacy notice, with the notice a link away. */
export function ConsentField({
  formId,
  error,
  ...checkbox
}: ComponentProps<"input"> & { formId: string; error?: string }) {
  const id = `${formId}-consent`;
  return (
    <div>
      <label className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 h-5 w-5 shrink-0"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...checkbox}
        />
        <span>
          {texts.consent.before}
          {/* A new tab: the shopper reads what they accept without losing what they typed. */}
          <a
            href={privacyNoticeHref}
            target="_blank"
            rel="noopener noreferrer"
            className={textLinkClass({ emphasis: false })}
          >
            {texts.consent.policy}
            <span className="sr-only"> {texts.newTab}</span>
          </a>
          {texts.consent.after}
        </span>
      </label>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
