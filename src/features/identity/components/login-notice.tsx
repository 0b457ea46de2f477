import { textLinkClass } from "@/ui/text-link";
import { loginRedirectPath, type LoginNoticeReason } from "../domain/login-path";
import { identityTexts } from "../texts";

/**
 * What the home page says when a login came back without a session, with an "Entrar" that starts
 * it again for the page it was for. A plain link: it works before, or without, the page's script.
 */
export function LoginNotice({ reason, returnTo }: { reason: LoginNoticeReason; returnTo: string }) {
  const t = identityTexts.loginNotice;
  return (
    <div
      role="alert"
      className="mt-6 flex flex-wrap items-center justify-between gap-x-4 rounded-lg border border-danger bg-[#fdecee] px-4 py-2 text-[#8a0b20]"
    >
      <p className="font-semibold">{t[reason]}</p>
      {/* A route that answers with a redirect to the provider: no client-side navigation. */}
      <a href={loginRedirectPath(returnTo)} className={textLinkClass({ touch: true })}>
        {t.signIn}
      </a>
    </div>
  );
}
