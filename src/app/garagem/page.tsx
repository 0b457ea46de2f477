import type { Metadata } from "next";
import { garageTexts } from "@/features/garage";
import {
  garagePageData,
  GaragePage,
  parseGarageView,
  SignInPrompt,
} from "@/features/garage/server";
import { getSession } from "@/features/identity/server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: `${garageTexts.garage.title} | Volkswagen`,
  description: garageTexts.garage.signedOutText,
  robots: { index: false },
};

export default async function Page({ searchParams }: { searchParams: Promise<{ view?: string }> }) {
  const [session, { view }] = await Promise.all([getSession(), searchParams]);
  if (!session) {
    return (
      <div className="py-8">
        <h1 className="mb-6 text-3xl font-bold text-brand">{garageTexts.garage.title}</h1>
        <SignInPrompt
          title={garageTexts.garage.signedOutTitle}
          text={garageTexts.garage.signedOutText}
        />
      </div>
    );
  }
  // Reading needs no owner row (an owner without one has an empty garage): no write per view.
  const data = await garagePageData(session.userId);
  return (
    <div className="py-8">
      <GaragePage data={data} view={parseGarageView(view)} />
    </div>
  );
}
