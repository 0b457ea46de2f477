import type { Metadata } from "next";
import { AccountSections, accountTexts } from "@/features/account";
import { getAccount } from "@/features/account/server";
import { requireOwnerPage } from "@/features/identity/server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: accountTexts.pageTitle,
  description: accountTexts.pageDescription,
};

export default async function Page() {
  const owner = await requireOwnerPage("/minha-conta");
  const account = await getAccount(owner.userId);
  return (
    <div className="mx-auto max-w-page py-8">
      <h1 className="mb-6 text-3xl font-bold text-brand sm:text-4xl">{accountTexts.pageTitle}</h1>
      <AccountSections account={account} />
    </div>
  );
}
