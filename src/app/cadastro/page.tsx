import type { Metadata } from "next";
import Link from "next/link";
import { accountTexts } from "@/features/account";
import { requireOwnerPage } from "@/features/identity/server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: `${accountTexts.registrationTitle} | Volkswagen`,
  description: accountTexts.registrationDescription,
  robots: { index: false, follow: false },
};

export default async function Page() {
  const owner = await requireOwnerPage("/cadastro");
  return (
    <div className="mx-auto max-w-3xl py-8">
      <h1 className="text-3xl font-bold text-brand sm:text-4xl">
        {accountTexts.registrationTitle}
      </h1>
      <p className="mt-4 text-lg">{accountTexts.registrationLead(owner.name)}</p>
      <Link
        href="/minha-conta"
        className="mt-6 inline-flex min-h-11 items-center font-semibold text-brand-accent underline"
      >
        {accountTexts.registrationMyAccount}
      </Link>
    </div>
  );
}
