import { AccountDeletedNotice } from "@/features/account/server";
import { LineupSection } from "@/features/catalog";
import { listModels } from "@/features/catalog/server";
import { getRequestFlags } from "@/features/flags/server";
import { loginNoticeOf } from "@/features/identity";
import { LoginNotice } from "@/features/identity/server";
import { getRequestLocation } from "@/features/location/server";
import { HomeHero } from "@/features/offers";
import { HomeOffers } from "@/features/offers/server";
import { HomeTabs } from "@/features/subscription";
import { SignAndDriveSection } from "@/features/subscription/server";
import { simulateOffer } from "./simulate-offer";

// Offers and the line-up live in the database, which next build does not open.
export const dynamic = "force-dynamic";

interface Props {
  searchParams: Promise<{
    tab?: string | string[];
    conta?: string | string[];
    login?: string | string[];
    voltar?: string | string[];
  }>;
}

export default async function HomePage({ searchParams }: Props) {
  const [{ flags }, location, query] = await Promise.all([
    getRequestFlags(),
    getRequestLocation(),
    searchParams,
  ]);
  const { tab, conta } = query;
  const loginNotice = loginNoticeOf(query);
  // SPEC.md: the Sign&Drive tab exists only while its flag is on; otherwise ?tab is ignored.
  const signAndDrive = flags.feature_flag_feature_sign_and_drive;
  if (signAndDrive && tab === "sign-and-drive") {
    return (
      <>
        <HomeTabs current="sign-and-drive" />
        <SignAndDriveSection location={location} />
      </>
    );
  }
  const models = await listModels();
  return (
    <>
      {conta === "excluida" ? <AccountDeletedNotice /> : null}
      {loginNotice ? <LoginNotice {...loginNotice} /> : null}
      {signAndDrive ? <HomeTabs current="buy" /> : null}
      <HomeHero variant={flags.ab_test_home_banner} ctaButton={flags.ab_test_banner_btn} />
      <HomeOffers location={location} cardAction={simulateOffer} />
      <LineupSection models={models} withIntro={false} />
    </>
  );
}
