import { formatBRL } from "@/lib/format";
import type { ModelSummary } from "../domain/model-summary";
import { catalogTexts } from "../texts";

const fuelNames = { flex: "Flex", gasoline: "Gasolina", diesel: "Diesel", electric: "Elétrico" };

/** Every version of the line-up with its suggested price, laid out edge to edge. */
export function PriceList({ models }: { models: ModelSummary[] }) {
  return (
    <>
      <section className="bg-brand px-5 py-12 text-white lg:px-(--spacing-page-x)">
        <h1 className="text-3xl font-bold md:text-4xl">{catalogTexts.priceListHeading}</h1>
        <p className="mt-2 max-w-2xl text-lg">{catalogTexts.priceListIntro}</p>
      </section>
      <div className="space-y-10 px-5 py-10 lg:px-(--spacing-page-x)">
        {models.map((model) => (
          <section key={model.slug} aria-labelledby={`precos-${model.slug}`}>
            <h2 id={`precos-${model.slug}`} className="text-2xl font-bold text-brand">
              {model.name}{" "}
              <span className="text-base font-semibold text-muted">{model.category.name}</span>
            </h2>
            {/* The price follows the version, so a phone shows both before the table scrolls;
                focusable so keyboard users can scroll the rest. */}
            <div
              className="mt-3 overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand"
              tabIndex={0}
            >
              <table className="w-full min-w-[36rem] text-left text-sm">
                <caption className="sr-only">{catalogTexts.priceListCaption(model.name)}</caption>
                <thead>
                  <tr className="border-b border-muted/30">
                    <th scope="col" className="py-2 pr-4">
                      {catalogTexts.columns.version}
                    </th>
                    <th scope="col" className="py-2 pr-4 text-right">
                      {catalogTexts.columns.price}
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      {catalogTexts.columns.engine}
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      {catalogTexts.columns.transmission}
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      {catalogTexts.columns.fuel}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {model.versions.map((version) => (
                    <tr key={version.code} className="border-b border-surface-alt">
                      <th scope="row" className="py-2 pr-4 font-semibold">
                        {version.name}{" "}
                        <span className="font-normal text-muted">{version.modelYear}</span>
                      </th>
                      <td className="py-2 pr-4 text-right font-semibold whitespace-nowrap">
                        {formatBRL(version.priceCents)}
                      </td>
                      <td className="py-2 pr-4">
                        {version.engine} · {version.potency}
                      </td>
                      <td className="py-2 pr-4">{version.transmission}</td>
                      <td className="py-2 pr-4">{fuelNames[version.fuel]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ))}
        <p className="text-sm text-muted">{catalogTexts.priceListNote}</p>
      </div>
    </>
  );
}
