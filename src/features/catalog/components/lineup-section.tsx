import type { ModelSummary } from "../domain/model-summary";
import { catalogTexts } from "../texts";
import { ModelCard } from "./model-card";

const eagerCards = 2;

/** With `withIntro` false the page brings its own heading (the home page's banner). */
export function LineupSection({
  models,
  withIntro = true,
}: {
  models: ModelSummary[];
  withIntro?: boolean;
}) {
  return (
    <section aria-labelledby="linha-volkswagen" className="py-10">
      {withIntro ? (
        <>
          <h1 className="text-3xl font-bold text-brand md:text-4xl">{catalogTexts.heading}</h1>
          <p className="mt-2 max-w-2xl text-lg text-muted">{catalogTexts.intro}</p>
        </>
      ) : null}
      <h2 id="linha-volkswagen" className="mt-10 text-2xl font-bold">
        {catalogTexts.lineupHeading}
      </h2>
      {models.length === 0 ? (
        <p className="mt-4">{catalogTexts.emptyLineup}</p>
      ) : (
        <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {models.map((model, index) => (
            <li key={model.slug}>
              <ModelCard model={model} eager={index < eagerCards} />
            </li>
          ))}
        </ul>
      )}
      <p className="mt-6 text-sm text-muted">{catalogTexts.priceNote}</p>
    </section>
  );
}
