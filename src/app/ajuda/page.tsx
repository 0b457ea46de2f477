import type { Metadata } from "next";
import { helpTexts } from "@/features/help";
import { faqCatalogue, HelpHome } from "@/features/help/server";

// Categories come from the database, which next build does not open.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: helpTexts.home.metaTitle,
  description: helpTexts.home.intro,
  alternates: { canonical: "/ajuda" },
};

export default async function Page() {
  const { categories } = await faqCatalogue();
  return <HelpHome categories={categories} />;
}
