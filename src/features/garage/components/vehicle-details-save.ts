import type { CallOnDemand } from "@/lib/api-client/use-calls-on-demand";
import type { garageEndpoints } from "../endpoints";
import type { VehicleDetails } from "../form-schemas";

/**
 * Saves what "Completar informações" asked (nickname, RENAVAM, reading) once the vehicle is in
 * the garage, all at once. Loaded with the vehicle's card, as only its confirmation saves them.
 * Answers the first refusal, for the step where it was typed.
 */
export async function saveVehicleDetails(
  callApi: CallOnDemand<typeof garageEndpoints>,
  vehicleId: number,
  extra: VehicleDetails | undefined,
) {
  const updates = [
    extra?.nickname ? callApi("nickname", { body: { vehicleId, nickname: extra.nickname } }) : null,
    extra?.renavam ? callApi("renavam", { body: { vehicleId, renavam: extra.renavam } }) : null,
    extra?.mileageKm !== undefined
      ? callApi("mileage", {
          body: { vehicleId, mileageKm: extra.mileageKm, confirmLower: extra.confirmLower },
        })
      : null,
  ];
  const answers = await Promise.all(updates);
  return answers.find((answer) => answer && !answer.ok) ?? undefined;
}
