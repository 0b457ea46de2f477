"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useCallApi } from "@/lib/api-client";
import type { Place } from "../domain/place";
import { maskPostalCodeInput } from "../domain/postal-code";
import { locationEndpoints } from "../endpoints";
import { locationTexts } from "../texts";

const debounceMs = 150;

interface PlaceComboboxProps {
  onChoose: (place: Place | undefined) => void;
}

/**
 * The WAI-ARIA combobox pattern (list autocomplete): the input keeps focus, arrows move the active
 * option, Enter chooses it, Escape closes the list. Typing again clears the choice.
 */
export function PlaceCombobox({ onChoose }: PlaceComboboxProps) {
  const callApi = useCallApi();
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const [value, setValue] = useState("");
  const [options, setOptions] = useState<Place[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [searched, setSearched] = useState(false);
  const request = useRef<AbortController | null>(null);

  useEffect(() => () => request.current?.abort(), []);

  useEffect(() => {
    const query = value.trim();
    if (query.length < 2) return;
    const timer = setTimeout(async () => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      try {
        const answer = await callApi(locationEndpoints.placeSuggestions, {
          query: { q: query },
          signal: controller.signal,
        });
        // Offline, the list simply stays as it was.
        if (controller.signal.aborted || (!answer.ok && answer.error.status === 0)) return;
        setOptions(answer.ok ? answer.data.places : []);
        setActive(-1);
        setSearched(true);
      } catch {
        // aborted by newer typing: the newer request answers
      }
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [value, callApi]);

  const choose = (place: Place) => {
    setValue(place.label);
    setOpen(false);
    setActive(-1);
    onChoose(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (options.length === 0) return;
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === "Enter") {
      const place = open ? options[active] : undefined;
      if (place) {
        event.preventDefault();
        choose(place);
      }
    } else if (event.key === "Escape" && open) {
      // Closes the list only; a second Escape closes the dialog.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  const showList = open && value.trim().length >= 2 && searched;
  const activeId = active >= 0 ? `${id}-option-${active}` : undefined;

  return (
    <div className="relative">
      <label htmlFor={inputId} className="mb-1 block text-sm font-semibold text-brand">
        {locationTexts.inputLabel}
      </label>
      <input
        id={inputId}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList ? activeId : undefined}
        autoComplete="off"
        spellCheck={false}
        maxLength={120}
        placeholder={locationTexts.placeholder}
        value={value}
        onChange={(event) => {
          const next = maskPostalCodeInput(event.target.value);
          setValue(next);
          setOpen(true);
          if (next.trim().length < 2) {
            setOptions([]);
            setSearched(false);
          }
          onChoose(undefined);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        className="h-12 w-full rounded-lg border border-muted px-4 text-base text-ink placeholder:text-muted focus:border-brand focus:outline-2 focus:outline-brand"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={locationTexts.suggestions}
        hidden={!showList || options.length === 0}
        className="absolute z-10 mt-1 max-h-72 w-full overflow-y-auto rounded-lg border border-surface-alt bg-white py-1 shadow-lg"
      >
        {options.map((place, index) => (
          <li
            key={`${place.ibgeCode ?? place.label}-${place.postalCode ?? ""}`}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the input, as the pattern requires.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(place)}
            className={`flex min-h-11 cursor-pointer items-center gap-2 px-4 text-base ${index === active ? "bg-surface-alt text-brand" : "text-ink"}`}
          >
            <span>{place.postalCode ? `${place.postalCode} · ${place.label}` : place.label}</span>
            {place.city === "ALL" ? (
              <span className="text-sm text-muted">{locationTexts.wholeState}</span>
            ) : null}
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {showList
          ? options.length > 0
            ? locationTexts.resultsAvailable(options.length)
            : locationTexts.noResults
          : ""}
      </p>
      {showList && options.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{locationTexts.noResults}</p>
      ) : null}
    </div>
  );
}
