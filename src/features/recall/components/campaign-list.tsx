import { recallCampaignAnchor } from "@/features/garage";
import { describeAffected } from "../domain/campaign-summary";
import type { CampaignDetails } from "../server/recall-service";
import { recallTexts } from "../texts";
import { CampaignCard } from "./campaign-card";

const texts = recallTexts.campaign;

export function CampaignList({ campaigns }: { campaigns: CampaignDetails[] }) {
  return (
    <section aria-labelledby="campanhas" className="mt-12">
      <h2 id="campanhas" className="text-2xl font-bold text-brand">
        {recallTexts.campaigns.heading}
      </h2>
      <p className="mt-1 text-muted">{recallTexts.campaigns.intro}</p>
      <ul className="mt-4 grid gap-4 lg:grid-cols-2">
        {campaigns.map((campaign) => (
          // The garage's recall alert links to each card by this id.
          <li
            key={campaign.number}
            id={recallCampaignAnchor(campaign.number)}
            className="scroll-mt-4 rounded-lg target:outline-4 target:outline-offset-2 target:outline-brand"
          >
            <CampaignCard campaign={campaign} heading="h3">
              <dt className="font-semibold">{texts.affected}</dt>
              <dd>
                <ul className="list-disc pl-5">
                  {campaign.affected.map((model) => (
                    <li key={`${model.modelCode}-${model.modelYearFrom}-${model.serialFrom}`}>
                      {describeAffected(model)}
                    </li>
                  ))}
                  {campaign.listedVins > 0 ? (
                    <li>{texts.listedVins(campaign.listedVins)}</li>
                  ) : null}
                </ul>
              </dd>
            </CampaignCard>
          </li>
        ))}
      </ul>
    </section>
  );
}
