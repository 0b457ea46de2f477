import Link from "next/link";
import type { ModelChoice } from "../server/offers-listing";
import { offersTexts } from "../texts";

/** The /modelo pages before a model is chosen: each model with how many offers it has here. */
export function ModelChoiceList({ models }: { models: ModelChoice[] }) {
  return (
    <section aria-labelledby="escolha-modelo" className="mt-8">
      <h2 id="escolha-modelo" className="text-2xl font-bold">
        {offersTexts.chooseModel}
      </h2>
      <p className="mt-1 text-muted">{offersTexts.chooseModelIntro}</p>
      {models.length === 0 ? (
        <p className="mt-4">{offersTexts.noModels}</p>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {models.map((model) => (
            <li key={model.href}>
              <Link
                href={model.href}
                className="flex min-h-11 flex-col rounded-xl bg-surface-alt p-4 font-semibold text-brand hover:underline"
              >
                {model.name}
                <span className="text-sm font-normal text-muted">
                  {offersTexts.modelOfferCount(model.offerCount)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
