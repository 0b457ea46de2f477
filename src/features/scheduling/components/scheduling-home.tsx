import { Button } from "@/ui/button";
import { flowTypes } from "../domain/flows";
import type { BookingView } from "../server/booking-view";
import type { CartVehicle } from "../domain/booking-cart";
import { schedulingTexts as t } from "../texts";
import type { OwnerClaimView } from "../server/claims";
import { OwnerBookings } from "./owner-bookings";
import { OwnerClaims } from "./owner-claims";

/** /agendamento: choose what to do and for which vehicle; a plain form, so it works before scripts load. */
export function SchedulingHome({
  loggedIn,
  vehicles,
  bookings,
  claims = [],
}: {
  loggedIn: boolean;
  vehicles: CartVehicle[];
  bookings: BookingView[];
  /** The owner's correction requests, listed under the bookings. */
  claims?: OwnerClaimView[];
}) {
  const flows = flowTypes.filter((flow) => flow !== "schedule_resume");
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-5 py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-brand">{t.homeTitle}</h1>
        <p>{t.homeIntro}</p>
      </header>
      <form action="/agendamento/servicos" method="get" className="flex flex-col gap-6">
        <input type="hidden" name="origin" value={loggedIn ? "MY_ACCOUNT" : "OFFERS"} />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-xl font-bold text-brand">{t.chooseFlow}</legend>
          {flows.map((flow, index) => (
            <label
              key={flow}
              className="flex items-start gap-3 rounded-md border border-surface-alt p-3"
            >
              <input
                type="radio"
                name="flow"
                value={flow}
                defaultChecked={index === 0}
                className="mt-1"
                required
              />
              <span>
                <span className="block font-semibold">{t.flows[flow]}</span>
                <span className="block text-sm text-muted">{t.flowHints[flow]}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {loggedIn && vehicles.length > 0 ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-xl font-bold text-brand">{t.chooseVehicle}</legend>
            {vehicles.map((vehicle, index) => (
              <label
                key={vehicle.id}
                className="flex items-center gap-3 rounded-md border border-surface-alt p-3"
              >
                <input
                  type="radio"
                  name="vehicleId"
                  value={String(vehicle.id)}
                  defaultChecked={index === 0}
                />
                <span className="min-w-0 wrap-anywhere">
                  {vehicle.modelName} {vehicle.modelYear}
                  {vehicle.plate ? (
                    <>
                      {" · "}
                      <span className="whitespace-nowrap">{vehicle.plate}</span>
                    </>
                  ) : null}
                </span>
              </label>
            ))}
            <label className="flex items-center gap-3 rounded-md border border-surface-alt p-3">
              <input type="radio" name="vehicleId" value="" />
              <span>{t.enterVehicle}</span>
            </label>
          </fieldset>
        ) : (
          <p>{loggedIn ? t.homeNoVehicles : t.homeVisitor}</p>
        )}
        <Button type="submit">{t.start}</Button>
      </form>
      {loggedIn && <OwnerBookings bookings={bookings} />}
      {loggedIn && <OwnerClaims claims={claims} />}
    </div>
  );
}
