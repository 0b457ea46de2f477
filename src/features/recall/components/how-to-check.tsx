import { recallTexts } from "../texts";

export function HowToCheck() {
  return (
    <section aria-labelledby="como-consultar" className="mt-8 rounded-lg bg-surface-alt p-6">
      <h2 id="como-consultar" className="text-xl font-bold text-brand">
        {recallTexts.howTo.heading}
      </h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-ink">
        {recallTexts.howTo.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
