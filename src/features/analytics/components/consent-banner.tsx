import { analyticsTexts } from "../texts";
import { textLinkClass } from "@/ui/text-link";
import { ConsentBannerFrame } from "./consent-banner-frame";

/**
 * Fixed at the bottom, so showing or hiding it never shifts the page. The server renders it for
 * everyone (ConsentPrePaint hides it at once for a visitor who already chose); the browser then
 * removes it when a choice is stored.
 */
export function ConsentBanner({ policyHref }: { policyHref: string }) {
  return (
    <ConsentBannerFrame
      label={analyticsTexts.bannerLabel}
      rejectLabel={analyticsTexts.reject}
      acceptLabel={analyticsTexts.accept}
      notice={
        <p className="flex-1 text-sm">
          {analyticsTexts.bannerText}{" "}
          <a
            href={policyHref}
            target="_blank"
            rel="noopener noreferrer"
            className={textLinkClass()}
          >
            {analyticsTexts.policy}
          </a>
        </p>
      }
    />
  );
}
