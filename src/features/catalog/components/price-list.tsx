import { formatBRL } from "@/lib/format";
import type { ModelSummary } from "../domain/model-summary";
import { catalogTexts } from "../texts";

const fuelNames = { flex: "Flex", gasoline: "Gasolina", diesel: "Diesel", electric: "Elétrico" };

// On a phone a version is a block: its name, then its four figures two by two, each under its
// column's name (hidden from screen readers, which have the table's own headers); from md up it is
// laid out as the table it is, its elements still a table, rows, headers and cells.
const row = "grid grid-cols-2 gap-x-4 md:table-row";
const cell = "py-2 pr-4 md:table-cell";

function PhoneLabel({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="block text-xs font-normal text-muted md:hidden">
      {children}
    </span>
  );
}

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
            {/* Fixed columns of one width in every model's table: prices and engines line up down the page. */}
            <table className="mt-3 block w-full text-left text-sm md:table md:table-fixed">
              <caption className="sr-only">{catalogTexts.priceListCaption(model.name)}</caption>
              <colgroup>
                <col className="md:w-[36%]" />
                <col className="md:w-[16%]" />
                <col className="md:w-[22%]" />
                <col className="md:w-[14%]" />
                <col className="md:w-[12%]" />
              </colgroup>
              <thead className="block sr-only md:not-sr-only md:table-header-group">
                <tr className={`${row} border-b border-muted/30`}>
                  <th scope="col" className={cell}>
                    {catalogTexts.columns.version}
                  </th>
                  <th scope="col" className={`${cell} md:text-right`}>
                    {catalogTexts.columns.price}
                  </th>
                  <th scope="col" className={cell}>
                    {catalogTexts.columns.engine}
                  </th>
                  <th scope="col" className={cell}>
                    {catalogTexts.columns.transmission}
                  </th>
                  <th scope="col" className={cell}>
                    {catalogTexts.columns.fuel}
                  </th>
                </tr>
              </thead>
              <tbody className="block md:table-row-group">
                {model.versions.map((version) => (
                  <tr key={version.code} className={`${row} border-b border-surface-alt`}>
                    <th scope="row" className={`col-span-full pb-0 font-semibold md:pb-2 ${cell}`}>
                      {version.name}{" "}
                      <span className="font-normal text-muted">{version.modelYear}</span>
                    </th>
                    <td className={`${cell} font-semibold whitespace-nowrap md:text-right`}>
                      <PhoneLabel>{catalogTexts.columns.price}</PhoneLabel>
                      {formatBRL(version.priceCents)}
                    </td>
                    <td className={cell}>
                      <PhoneLabel>{catalogTexts.columns.engine}</PhoneLabel>
                      {version.engine} · {version.potency}
                    </td>
                    <td className={cell}>
                      <PhoneLabel>{catalogTexts.columns.transmission}</PhoneLabel>
                      {version.transmission}
                    </td>
                    <td className={cell}>
                      <PhoneLabel>{catalogTexts.columns.fuel}</PhoneLabel>
                      {fuelNames[version.fuel]}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
        <p className="text-sm text-muted">{catalogTexts.priceListNote}</p>
      </div>
    </>
  );
}
