import { LineupSection } from "@/features/catalog";
import { listModels } from "@/features/catalog/server";
import { getRequestFlags } from "@/features/flags/server";
import { getRequestLocation } from "@/features/location/server";
import { HomeHero } from "@/features/offers";
import { HomeOffers } from "@/features/offers/server";

// Offers and the line-up live in the database, which next build does not open.
export const dynamic = "force-dynamic";

export default async function HomePage() {
  const [{ flags }, location, models] = await Promise.all([
    getRequestFlags(),
    getRequestLocation(),
    listModels(),
  ]);
  return (
    <>
      <HomeHero variant={flags.ab_test_home_banner} ctaButton={flags.ab_test_banner_btn} />
      <HomeOffers location={location} />
      <LineupSection models={models} withIntro={false} />
    </>
  );
}
