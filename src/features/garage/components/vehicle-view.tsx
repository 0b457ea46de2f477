import { formatDay, formatKm } from "../domain/format";
import { vehicleName } from "../domain/vehicle-name";
import type { GarageVehicle } from "../server/vehicle-shape";
import { garageTexts } from "../texts";
import { identifierClass } from "./identifier";
import { RemoveVehicleButton } from "./remove-vehicle-button";
import { MileageForm, NicknameForm, RenavamForm } from "./vehicle-forms";

/** A vehicle in a list (the switcher): its nickname, model and plate or year, apart by a dot. */
export function vehicleLabel(vehicle: GarageVehicle): string {
  const name = vehicle.nickname ? `${vehicle.nickname} (${vehicle.modelName})` : vehicle.modelName;
  return vehicle.plate ? `${name} · ${vehicle.plate}` : `${name} · ${vehicle.modelYear}`;
}

/** view=meuveiculo and profile/my-vehicle: the registry's data and what the owner can edit. */
export function VehicleView({ vehicle }: { vehicle: GarageVehicle }) {
  const t = garageTexts.garage;
  const rows: [string, string][] = [
    [t.model, vehicle.modelName],
    [t.version, vehicle.versionName],
    [t.modelYear, String(vehicle.modelYear)],
    [t.color, vehicle.color],
    [t.plate, vehicle.plate ?? t.plateMissing],
    [t.vin, vehicle.vin],
    [garageTexts.fields.renavam, vehicle.renavam ?? t.renavamMissing],
    [t.soldOn, formatDay(vehicle.soldOn)],
    [
      t.sellingDealer,
      vehicle.sellingDealer
        ? `${vehicle.sellingDealer.name} (${vehicle.sellingDealer.city} - ${vehicle.sellingDealer.stateCode})`
        : "—",
    ],
    [t.mileageNow, `${formatKm(vehicle.mileageKm)} km`],
  ];
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="vehicle-data-title">
        <h2 id="vehicle-data-title" className="text-xl font-bold text-brand">
          {t.vehicleData}
        </h2>
        {/* eslint-disable-next-line @next/next/no-img-element -- a small local SVG illustration */}
        <img src={vehicle.imageUrl} alt="" width={240} height={96} className="mt-3 h-auto w-60" />
        {/* On a phone each value sits under its label: beside the longest label, a chassi would
            not fit on one line, and a chassi or plate split in two is misread when copied. */}
        <dl className="mt-3 grid gap-x-4 sm:grid-cols-[auto_1fr] sm:gap-y-1">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted">{term}</dt>
              <dd
                className={`mb-2 sm:mb-0 ${term === t.vin || (term === t.plate && vehicle.plate) ? identifierClass : ""}`}
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
        {vehicle.mileageReadAt ? (
          <p className="mt-1 text-sm text-muted">
            {t.mileageReadAt(formatDay(vehicle.mileageReadAt))}
          </p>
        ) : null}
      </section>
      {/* Keyed by the vehicle alone: a form remounted by its own save would take the keyboard's
          focus from its "Salvar" to the page's body. The field already shows what was saved. */}
      <section aria-label={t.save} className="flex flex-col gap-6">
        <NicknameForm key={`n-${vehicle.id}`} vehicleId={vehicle.id} nickname={vehicle.nickname} />
        <RenavamForm key={`r-${vehicle.id}`} vehicleId={vehicle.id} renavam={vehicle.renavam} />
        <MileageForm key={`m-${vehicle.id}`} vehicleId={vehicle.id} mileageKm={vehicle.mileageKm} />
        <RemoveVehicleButton vehicleId={vehicle.id} label={vehicleName(vehicle)} />
      </section>
    </div>
  );
}
