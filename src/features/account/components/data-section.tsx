import { accountTexts as t } from "../texts";
import { DeleteAccountButton } from "./delete-account-button";

/** The export is a plain download link: only the deletion's button needs the browser's code. */
export function DataSection({ email }: { email: string }) {
  return (
    <section aria-labelledby="seus-dados" className="space-y-4">
      <h2 id="seus-dados" className="text-2xl font-bold text-brand">
        {t.dataSection}
      </h2>
      <p className="text-muted">{t.dataLead}</p>
      <div className="flex flex-wrap gap-4">
        <a
          href="/api/v1/core/user/export"
          download
          className="inline-flex h-(--height-cta) w-(--width-cta) max-w-full items-center justify-center rounded-(--radius-cta) border-2 border-brand px-6 font-semibold text-brand hover:bg-surface-alt"
        >
          {t.download}
        </a>
        <DeleteAccountButton email={email} />
      </div>
    </section>
  );
}
