"use client";

import { valibotResolver } from "@hookform/resolvers/valibot";
import { useState } from "react";
import { flushSync } from "react-dom";
import { useForm } from "react-hook-form";
import * as v from "valibot";
import { Button } from "@/ui/button";
import { maskVinOrPlate } from "../domain/field-rules";
import { vinOrPlateField } from "../form-schemas";
import { useCallApi } from "@/lib/api-client";
import { garageEndpoints } from "../endpoints";
import { errorTexts } from "../texts/errors";
import { fieldTexts } from "../texts/fields";
import { registrationTexts } from "../texts/registration";
import { TextField } from "@/ui/text-field";

import type { FoundVehicleView } from "./types";

const formSchema = v.object({ lookup: vinOrPlateField });
type FormInput = v.InferInput<typeof formSchema>;
type FormOutput = v.InferOutput<typeof formSchema>;

interface VehicleSearchFormProps {
  onFound: (vehicle: FoundVehicleView) => void;
  /** Every attempt, valid or not: what the last search answered no longer stands. */
  onSearch: () => void;
}

/** Finds a vehicle of the registry by chassi or plate, with the messages of each bad input. */
export function VehicleSearchForm({ onFound, onSearch }: VehicleSearchFormProps) {
  const t = registrationTexts;
  const callApi = useCallApi();
  const [notFound, setNotFound] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: valibotResolver(formSchema),
    defaultValues: { lookup: "" },
  });

  const submit = handleSubmit(async ({ lookup }, event) => {
    const query = lookup.kind === "vin" ? { vin: lookup.vin } : { plate: lookup.plate };
    const answer = await callApi(garageEndpoints.searchVehicle, { query });
    if (answer.ok) {
      onFound(answer.data.vehicle);
      return;
    }
    // The button, disabled while the search ran, dropped the focus: it goes to the answer.
    if (answer.error.status === 404) {
      flushSync(() => setNotFound(true));
      const form = event?.target instanceof HTMLFormElement ? event.target : null;
      form?.querySelector<HTMLElement>("[data-not-found]")?.focus();
      return;
    }
    setError(
      "lookup",
      { message: answer.error.fields.vin ?? answer.error.fields.plate ?? answer.error.message },
      { shouldFocus: true },
    );
  });

  return (
    <form
      onSubmit={(event) => {
        // Before the field's check: a refused input must not sit beside the last answer.
        setNotFound(false);
        onSearch();
        return submit(event);
      }}
      noValidate
      className="flex flex-col gap-4"
      aria-label={t.search}
    >
      <TextField
        announceError
        id="vehicle-lookup"
        label={fieldTexts.vinOrPlate}
        hint={fieldTexts.vinOrPlateHint}
        registration={register("lookup")}
        error={errors.lookup?.message}
        mask={maskVinOrPlate}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={17}
      />
      {notFound ? (
        <div
          data-not-found=""
          role="alert"
          tabIndex={-1}
          className="rounded border-l-4 border-danger bg-surface-alt p-3"
        >
          <p className="font-bold">{errorTexts.notFound}</p>
          <p className="mt-1 text-sm">{errorTexts.notFoundHelp}</p>
        </div>
      ) : null}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t.searching : t.search}
      </Button>
    </form>
  );
}
