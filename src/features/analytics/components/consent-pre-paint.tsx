import { browserStorage } from "@/lib/browser-storage";
import { consentPreferencesHref } from "../consent-preferences";

const consentKey = browserStorage.keyName("cookieConsent");

// Runs while the page is parsed, before the banner paints: a visitor who already chose never
// sees the server-rendered banner flash. A stored value that does not parse keeps it shown, as
// browserStorage would read it as absent.
// "Preferências de cookies" (the footer's link to the banner's fragment) forgets the choice and
// the experiments' visitor id, then loads the page again: the banner asks as on a first visit.
const prePaintScript = `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(consentKey)}));if(c==="accepted"||c==="rejected")document.documentElement.dataset.consent="decided"}catch(e){}addEventListener("hashchange",function(){if(location.hash===${JSON.stringify(consentPreferencesHref)}){localStorage.removeItem(${JSON.stringify(consentKey)});document.cookie="vw_visitor_id=; path=/; max-age=0";location.reload()}});`;

/**
 * The consent banner is in the server's HTML, so it paints with the page instead of after the
 * scripts (it was the largest paint of most pages on a phone). This script hides it for a visitor
 * who already chose, and without JavaScript it stays hidden: its buttons could not work.
 */
export function ConsentPrePaint({ nonce }: { nonce: string | undefined }) {
  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: prePaintScript }} />
      <noscript>
        <style>{"[data-consent-banner]{display:none}"}</style>
      </noscript>
    </>
  );
}
