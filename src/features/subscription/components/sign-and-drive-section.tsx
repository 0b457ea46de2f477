import "server-only";
import type { SearchLocation } from "@/features/location";
import { nearestDealers, pointFromLocation } from "@/features/offers/server";
import { groupByModel } from "../domain/plan";
import { listSubscriptionPlans } from "../server/plan-repository";
import { subscriptionTexts as texts } from "../texts";
import { SubscriptionChooser } from "./subscription-chooser-on-demand";

/** The home page's Sign&Drive tab: plans per model and the interest form. */
export async function SignAndDriveSection({ location }: { location: SearchLocation }) {
  const [plans, dealers] = await Promise.all([
    listSubscriptionPlans(),
    nearestDealers(pointFromLocation(location), 5, false),
  ]);
  return (
    <section aria-labelledby="sign-and-drive-title" className="py-8">
      <h1 id="sign-and-drive-title" className="text-3xl font-bold text-brand md:text-4xl">
        {texts.title}
      </h1>
      <p className="mt-2 max-w-3xl text-lg">{texts.intro}</p>
      <div className="mt-8">
        <SubscriptionChooser
          formTitle={texts.formTitle}
          formIntro={texts.formIntro}
          models={groupByModel(plans)}
          dealers={dealers.map(({ code, name, city, stateCode, distanceKm }) => ({
            code,
            name,
            city,
            stateCode,
            distanceKm,
          }))}
        />
      </div>
    </section>
  );
}
