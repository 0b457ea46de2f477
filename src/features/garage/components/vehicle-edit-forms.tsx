"use client";

import { valibotResolver } from "@hookform/resolvers/valibot";
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import * as v from "valibot";
import { useCallApi, type ApiResult, type CallApi } from "@/lib/api-client";
import { useToast } from "@/ui/toast";
import { maskMileage } from "../domain/mileage";
import { maskRenavam } from "../domain/renavam";
import { mileageForm, mileageValueField, nicknameField, renavamField } from "../form-schemas";
import { garageEndpoints } from "../endpoints";
import { fieldTexts } from "../texts/fields";
import { garagePageTexts } from "../texts/garage-page";
import { GarageField } from "./garage-field";

const f = fieldTexts;
const saveClass =
  "self-start rounded-full bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-accent disabled:opacity-60";

/** Saves one field, then shows the outcome; answers the field messages of a refusal. */
function useSave() {
  const callApi = useCallApi();
  const router = useRouter();
  const { showToast } = useToast();
  return async (
    request: (callApi: CallApi) => Promise<ApiResult<unknown>>,
  ): Promise<Record<string, string> | null> => {
    const answer = await request(callApi);
    if (answer.ok) {
      showToast(garagePageTexts.saved, "success");
      router.refresh();
      return null;
    }
    showToast(answer.error.message, "error");
    return { ...answer.error.fields, _: answer.error.message };
  };
}

const nicknameForm = v.object({ nickname: nicknameField });

export function NicknameForm({
  vehicleId,
  nickname,
}: {
  vehicleId: number;
  nickname: string | null;
}) {
  const save = useSave();
  const { register, handleSubmit, setError, formState } = useForm<
    v.InferInput<typeof nicknameForm>,
    unknown,
    v.InferOutput<typeof nicknameForm>
  >({
    resolver: valibotResolver(nicknameForm),
    defaultValues: { nickname: nickname ?? "" },
  });
  return (
    <form
      noValidate
      aria-label={f.nickname}
      onSubmit={handleSubmit(async (value) => {
        const errors = await save((callApi) =>
          callApi(garageEndpoints.nickname, { body: { vehicleId, ...value } }),
        );
        if (errors) setError("nickname", { message: errors.nickname ?? errors._ });
      })}
      className="flex flex-col gap-2"
    >
      <GarageField
        id="edit-nickname"
        label={f.nickname}
        registration={register("nickname")}
        error={formState.errors.nickname?.message}
        maxLength={30}
      />
      <button type="submit" disabled={formState.isSubmitting} className={saveClass}>
        {garagePageTexts.save}
      </button>
    </form>
  );
}

const renavamForm = v.object({ renavam: renavamField });

export function RenavamForm({ vehicleId, renavam }: { vehicleId: number; renavam: string | null }) {
  const save = useSave();
  const { register, handleSubmit, setError, formState } = useForm<
    v.InferInput<typeof renavamForm>,
    unknown,
    v.InferOutput<typeof renavamForm>
  >({
    resolver: valibotResolver(renavamForm),
    defaultValues: { renavam: renavam ?? "" },
  });
  return (
    <form
      noValidate
      aria-label={f.renavam}
      onSubmit={handleSubmit(async (value) => {
        const errors = await save((callApi) =>
          callApi(garageEndpoints.renavam, { body: { vehicleId, ...value } }),
        );
        if (errors) setError("renavam", { message: errors.renavam ?? errors._ });
      })}
      className="flex flex-col gap-2"
    >
      <GarageField
        id="edit-renavam"
        label={f.renavam}
        hint={f.renavamHint}
        registration={register("renavam")}
        error={formState.errors.renavam?.message}
        mask={maskRenavam}
        inputMode="numeric"
      />
      <button type="submit" disabled={formState.isSubmitting} className={saveClass}>
        {garagePageTexts.save}
      </button>
    </form>
  );
}

export function MileageForm({ vehicleId, mileageKm }: { vehicleId: number; mileageKm: number }) {
  const save = useSave();
  const schema = mileageForm(mileageKm);
  const { register, handleSubmit, setError, control, formState } = useForm<
    v.InferInput<typeof schema>
  >({
    resolver: valibotResolver(schema),
    defaultValues: { mileageKm: maskMileage(String(mileageKm)), confirmLower: false },
  });
  const typed = v.safeParse(mileageValueField, useWatch({ control, name: "mileageKm" }));
  const lower = typed.success && typed.output < mileageKm;
  return (
    <form
      noValidate
      aria-label={f.mileage}
      onSubmit={handleSubmit(async (value) => {
        const errors = await save((callApi) =>
          callApi(garageEndpoints.mileage, {
            body: {
              vehicleId,
              mileageKm: v.parse(mileageValueField, value.mileageKm),
              confirmLower: value.confirmLower,
            },
          }),
        );
        if (errors) setError("mileageKm", { message: errors.mileageKm ?? errors._ });
      })}
      className="flex flex-col gap-2"
    >
      <GarageField
        id="edit-mileage"
        label={f.mileage}
        registration={register("mileageKm")}
        error={formState.errors.mileageKm?.message}
        mask={maskMileage}
        inputMode="numeric"
      />
      {lower ? (
        <label className="flex gap-2 text-sm">
          <input type="checkbox" {...register("confirmLower")} />
          <span>{f.confirmLower}</span>
        </label>
      ) : null}
      <button type="submit" disabled={formState.isSubmitting} className={saveClass}>
        {garagePageTexts.save}
      </button>
    </form>
  );
}
