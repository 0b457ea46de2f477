"use client";

import { useState, type FormEvent } from "react";
import { useCallsOnDemand } from "@/lib/api-client/use-calls-on-demand";
import { loadGarageEndpoints } from "./garage-calls";
import { dealerChangeTexts } from "../texts/dealer-change";
import { registrationTexts } from "../texts/registration";

import type { DealerOptionView } from "./types";

interface DealerChooserProps {
  nearby: DealerOptionView[];
  nearbyTitle: string;
  currentDealerId: number | null;
  /** Shown above the search when changing: the favourite may be far from the place listed. */
  currentDealer?: DealerOptionView | null;
  onChosen: (dealerId: number) => void;
  /** The list's heading sits under the page's h1 (2) or under a step's h2 (3). */
  headingLevel?: 2 | 3;
}

/** The favourite-dealer list: the nearest to the owner's place, or those found by name or city. */
export function DealerChooser({
  nearby,
  nearbyTitle,
  currentDealerId,
  currentDealer,
  onChosen,
  headingLevel = 3,
}: DealerChooserProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const t = dealerChangeTexts;
  const callApi = useCallsOnDemand(loadGarageEndpoints);
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<{ query: string; dealers: DealerOptionView[] } | null>(
    null,
  );
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<number | null>(currentDealerId);
  const [saving, setSaving] = useState<number | null>(null);

  async function search(event: FormEvent) {
    event.preventDefault();
    setError(null);
    // Too short to search: said here, and the results of an earlier search go with it.
    if (query.trim().length < 2) {
      setResults(null);
      setError(t.searchTooShort);
      return;
    }
    const answer = await callApi("searchDealers", { query: { q: query } });
    if (answer.ok) setResults({ query: query.trim(), dealers: answer.data.dealers });
    else {
      // The results of an earlier search would sit under the message as if they answered this one.
      setResults(null);
      setError(answer.error.fields.q ?? answer.error.message);
    }
  }

  async function choose(dealerId: number) {
    if (saving !== null) return;
    setSaving(dealerId);
    setError(null);
    const answer = await callApi("chooseDealer", { body: { dealerId } });
    setSaving(null);
    if (!answer.ok) {
      setError(answer.error.message);
      return;
    }
    setChosen(dealerId);
    onChosen(dealerId);
  }

  const list = results ? results.dealers : nearby;
  return (
    <div className="flex flex-col gap-4">
      {currentDealer ? (
        <section
          aria-labelledby="current-dealer-title"
          className="rounded-lg border-l-4 border-brand bg-surface-alt p-4"
        >
          <Heading id="current-dealer-title" className="text-lg font-bold text-brand">
            {t.current}
          </Heading>
          <p className="font-bold">{currentDealer.name}</p>
          <p className="text-sm">
            {currentDealer.address} – {currentDealer.district}, {currentDealer.city} -{" "}
            {currentDealer.stateCode}
          </p>
        </section>
      ) : null}
      <form onSubmit={search} role="search" className="flex flex-wrap items-end gap-2">
        <div className="grow">
          <label htmlFor="dealer-query" className="font-semibold">
            {t.searchLabel}
          </label>
          <input
            id="dealer-query"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="mt-1 block w-full rounded border border-field-border px-3 py-2"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "dealer-query-error" : undefined}
            maxLength={60}
          />
        </div>
        <button
          type="submit"
          className="h-11 rounded-full border-2 border-brand px-5 font-semibold text-brand hover:bg-surface-alt"
        >
          {t.searchButton}
        </button>
      </form>
      {error ? (
        <p id="dealer-query-error" role="alert" className="text-sm text-error">
          {error}
        </p>
      ) : null}
      <Heading className="text-lg font-bold text-brand">
        {results ? t.resultsTitle(results.query) : nearbyTitle}
      </Heading>
      {list.length === 0 ? <p>{t.noResults}</p> : null}
      <ul className="grid gap-3 md:grid-cols-2" aria-live="polite">
        {list.map((dealer) => {
          const isChosen = dealer.id === chosen;
          return (
            <li key={dealer.id} className="flex flex-col gap-2 rounded-lg border border-line p-4">
              <p className="font-bold">{dealer.name}</p>
              {dealer.id === currentDealerId ? (
                <p className="self-start rounded-full bg-surface-alt px-3 py-1 text-sm font-semibold text-brand">
                  {t.current}
                </p>
              ) : null}
              <p className="text-sm">
                {dealer.address} – {dealer.district}, {dealer.city} - {dealer.stateCode}
              </p>
              {dealer.distanceKm !== null ? (
                <p className="text-sm text-muted">{t.distance(dealer.distanceKm)}</p>
              ) : null}
              <button
                type="button"
                onClick={() => choose(dealer.id)}
                // Not `disabled` while saving: the pressed button keeps the keyboard's focus,
                // and its new state ("Escolhida") is read there.
                aria-disabled={saving !== null || undefined}
                aria-pressed={isChosen}
                aria-label={`${isChosen ? registrationTexts.chosen : registrationTexts.choose}: ${dealer.name}`}
                className="mt-auto self-start rounded-full bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-accent aria-pressed:bg-success aria-disabled:opacity-60"
              >
                {isChosen ? registrationTexts.chosen : registrationTexts.choose}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
