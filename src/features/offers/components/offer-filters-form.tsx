"use client";

import { usePathname, useRouter } from "next/navigation";
import { useEffect, useReducer, useRef, useState, useTransition } from "react";
import { buyTypes, directSalesSegments, type BuyType } from "../domain/offer";
import {
  offerFiltersReducer,
  offerFiltersToSearch,
  type OfferFilterAction,
  type OfferFilters,
} from "../domain/offer-filters";
import { buyTypeNames, filtersTexts } from "../filters-texts";
import { textLinkClass } from "@/ui/text-link";

/**
 * The orders of the results as the address names them (`?ordem=`, "" for the default), with their
 * names: written by the server, so the page's script carries neither the rule nor the words.
 */
interface OrderChoices {
  applied: string;
  options: { value: string; label: string }[];
}

export interface FilterChoices {
  categories: { id: number; name: string; models: { name: string }[] }[];
  /** The ways to buy some offer of this listing has here: a choice that finds nothing is left out. */
  buyTypes: readonly BuyType[];
  showSegments: boolean;
}

const t = filtersTexts;
/**
 * How long a choice rests before it is searched. Arrow keys on a closed list change it once per
 * press: a keyboard user going from "Todas" to the fourth category made four searches and four
 * history entries; now the one they stop on is searched.
 */
const settleMs = 300;
const selectClass =
  "mt-1 block min-h-11 w-full rounded-lg border-2 border-muted/50 bg-white px-3 text-base";

/**
 * The filters as a plain GET form, so they work before JavaScript loads; once it has loaded,
 * each change goes through the SPEC.md reducer and into the URL (a history entry, so the back
 * button returns to the previous search). The order of the results is chosen here too, and goes
 * into the URL the same way (`?ordem=`), back to the first page.
 *
 * The form stays mounted across searches, so the control just changed keeps the keyboard; when the
 * applied filters change (its own change, the back button, a link), it starts again from them.
 */
export function OfferFiltersForm({
  applied,
  order,
  appliedKey,
  carried,
  choices,
}: {
  applied: OfferFilters;
  order: OrderChoices;
  /** Changes whenever the applied filters or order change. */
  appliedKey: string;
  /** What a new search keeps besides the filters and order: the whole country, once chosen. */
  carried: [name: string, value: string][];
  choices: FilterChoices;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [, startTransition] = useTransition();
  const [filters, dispatch] = useReducer(offerFiltersReducer, applied);
  const [ordem, setOrdem] = useState(order.applied);
  const [shownKey, setShownKey] = useState(appliedKey);
  if (shownKey !== appliedKey) {
    setShownKey(appliedKey);
    dispatch({ type: "setDefaults", defaults: applied });
    setOrdem(order.applied);
  }

  const pendingSearch = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pendingSearch.current), []);

  const search = (next: OfferFilters, nextOrdem: string, keep = true) => {
    // As the server's links (listingSearch): the filters, then the order unless it is the default.
    const params = offerFiltersToSearch(next);
    if (nextOrdem) params.set("ordem", nextOrdem);
    if (keep) for (const [name, value] of carried) params.set(name, value);
    const query = params.toString();
    clearTimeout(pendingSearch.current);
    pendingSearch.current = setTimeout(
      () =>
        startTransition(() =>
          router.push(query ? `${pathname}?${query}` : pathname, { scroll: false }),
        ),
      settleMs,
    );
  };

  const apply = (action: OfferFilterAction) => {
    const next = offerFiltersReducer(filters, action);
    dispatch(action);
    // Clearing the filters returns to the listing as first opened, in its default order too.
    const clearing = action.type === "clearAll";
    const nextOrdem = clearing ? "" : ordem;
    if (nextOrdem !== ordem) setOrdem(nextOrdem);
    search(next, nextOrdem, !clearing);
  };

  const category = choices.categories.find((entry) => entry.id === filters.category);
  const models = (category ? [category] : choices.categories).flatMap((entry) =>
    entry.models.map((model) => ({ ...model, category: entry })),
  );
  // The applied model is in the catalogue's spelling (the server sees to it), as the list is.
  const carCategory = choices.categories.find((entry) =>
    entry.models.some((model) => model.name === filters.carName),
  )?.id;
  // A model with no offer here is still the applied filter: the list names it, as it is searched.
  const modelNames = models.map((model) => model.name);
  if (filters.carName && !modelNames.includes(filters.carName)) modelNames.push(filters.carName);

  return (
    <form
      method="get"
      action={pathname}
      className="p-5 max-sm:pt-2"
      aria-label={t.legend}
      // Without script the form sends its fields; with it, each choice has searched already
      // (or is about to): "Filtrar" would only add a second history step of another shape.
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <label className="block font-semibold">
          {t.category}
          <select
            name="category"
            className={selectClass}
            value={filters.category ?? ""}
            onChange={(event) => {
              const chosen = choices.categories.find(
                (entry) => String(entry.id) === event.target.value,
              );
              apply({
                type: "setCategory",
                category: event.target.value,
                categoryName: chosen?.name ?? "",
                carCategory,
              });
            }}
          >
            <option value="">{t.allCategories}</option>
            {choices.categories.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </select>
        </label>
        <label className="block font-semibold">
          {t.model}
          <select
            name="carName"
            className={selectClass}
            value={filters.carName}
            onChange={(event) => {
              const chosen = models.find((model) => model.name === event.target.value);
              apply(
                chosen
                  ? {
                      type: "setCarName",
                      carName: chosen.name,
                      category: chosen.category.id,
                      categoryName: chosen.category.name,
                    }
                  : { type: "clearCarName" },
              );
            }}
          >
            <option value="">{t.allModels}</option>
            {modelNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="block font-semibold">
          {t.buyType}
          <select
            name="buyType"
            className={selectClass}
            value={filters.buyType}
            onChange={(event) =>
              apply({
                type: "setBuyType",
                buyType: event.target.value as OfferFilters["buyType"],
              })
            }
          >
            <option value="">{t.allBuyTypes}</option>
            {buyTypes
              .filter(
                (buyType) => choices.buyTypes.includes(buyType) || filters.buyType === buyType,
              )
              .map((buyType) => (
                <option key={buyType} value={buyType}>
                  {buyTypeNames[buyType]}
                </option>
              ))}
          </select>
        </label>
        <label className="block font-semibold">
          {t.sortBy}
          <select
            name="ordem"
            className={selectClass}
            value={ordem}
            onChange={(event) => {
              setOrdem(event.target.value);
              search(filters, event.target.value);
            }}
          >
            {order.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        {choices.showSegments ? (
          <fieldset className="sm:col-span-2">
            <legend className="font-semibold">{t.segments}</legend>
            <div className="mt-1 flex flex-wrap gap-x-4">
              {directSalesSegments.map((segment) => (
                <label key={segment} className="inline-flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    name="segments"
                    value={segment}
                    className="h-5 w-5"
                    checked={filters.segments.includes(segment)}
                    onChange={(event) =>
                      apply({
                        type: "setSegments",
                        segments: event.target.checked
                          ? [...filters.segments, segment]
                          : filters.segments.filter((other) => other !== segment),
                      })
                    }
                  />
                  {segment}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
      </div>
      {filters.category !== null ? (
        <input type="hidden" name="categoryName" value={filters.categoryName} />
      ) : null}
      {filters.coverage ? <input type="hidden" name="coverage" value={filters.coverage} /> : null}
      {carried.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-full bg-brand px-6 font-semibold text-white"
        >
          {t.apply}
        </button>
        <a
          href={pathname}
          className={textLinkClass({ className: "min-h-11 content-center" })}
          onClick={(event) => {
            event.preventDefault();
            apply({ type: "clearAll" });
          }}
        >
          {filtersTexts.clear}
        </a>
      </div>
    </form>
  );
}
