import type { Metadata } from "next";
import { garageTexts } from "@/features/garage";
import { garagePageData, GaragePage, parseGarageView } from "@/features/garage/server";
import { requireOwnerPage } from "@/features/identity/server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: `${garageTexts.garage.title} | Volkswagen`,
  description: garageTexts.garage.signedOutText,
  robots: { index: false },
};

export default async function Page({ searchParams }: { searchParams: Promise<{ view?: string }> }) {
  const [session, { view }] = await Promise.all([requireOwnerPage("/garagem"), searchParams]);
  // Reading needs no owner row (an owner without one has an empty garage): no write per view.
  const data = await garagePageData(session.userId);
  return (
    <div className="py-8">
      <GaragePage data={data} view={parseGarageView(view)} />
    </div>
  );
}
