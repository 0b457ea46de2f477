import type { Metadata } from "next";
import { headers } from "next/headers";
import { helpTexts } from "@/features/help";
import { faqPageView, FaqPage } from "@/features/help/server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: helpTexts.faq.metaTitle,
  description: helpTexts.faq.intro,
  alternates: { canonical: "/ajuda/perguntas-frequentes" },
};

type SearchParams = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const search = await searchParams;
  const view = await faqPageView(
    { category: first(search.defaultCategory), q: first(search.q)?.slice(0, 1000) },
    { headers: await headers() },
  );
  return <FaqPage view={view} />;
}
