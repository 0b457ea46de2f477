import type { Metadata } from "next";
import { TermsAcceptance, accountTexts } from "@/features/account";
import { currentTermsOfUse, gateReturnPath } from "@/features/identity";
import { getOwnerSession } from "@/features/identity/server";
import { formatDate } from "@/lib/format";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: accountTexts.termsPageTitle,
  description: accountTexts.termsPageDescription,
};

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [owner, query] = await Promise.all([getOwnerSession(), searchParams]);
  const terms = currentTermsOfUse();
  return (
    <div className="mx-auto max-w-3xl py-8">
      <h1 className="text-3xl font-bold text-brand sm:text-4xl">{terms.title}</h1>
      <p className="mt-2 text-muted">
        {accountTexts.termsVersion(
          terms.version,
          formatDate(new Date(`${terms.publishedOn}T12:00:00Z`)),
        )}
      </p>
      {owner?.termsPending ? (
        <p
          role="status"
          className="mt-4 rounded-lg border border-brand-accent bg-surface-alt px-4 py-3 font-semibold"
        >
          {accountTexts.termsNewVersion}
        </p>
      ) : null}
      <div className="mt-6 space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5">
        {terms.sections.map((section) => (
          <section key={section.heading}>
            <h2 className="text-xl font-bold text-brand">{section.heading}</h2>
            <p className="mt-1">{section.text}</p>
          </section>
        ))}
      </div>
      {owner?.termsPending ? (
        <TermsAcceptance
          version={terms.version}
          returnTo={gateReturnPath(query.voltar, "/minha-conta")}
          acceptLabel={accountTexts.termsAccept}
        />
      ) : owner ? (
        <p className="mt-6 font-semibold">{accountTexts.termsAccepted}</p>
      ) : null}
    </div>
  );
}
