import { formatDay } from "../domain/format";
import { vehicleIdentityTexts } from "../texts/vehicle-identity";
import { identifierClass } from "./identifier";

interface VehicleSummaryProps {
  vehicle: {
    /** Withheld (null) for a vehicle not the owner's found by its plate. */
    vin: string | null;
    plate: string | null;
    modelName: string;
    imageUrl: string;
    versionName: string;
    modelYear: number;
    color: string;
    /** Withheld for a vehicle in someone else's garage. */
    soldOn: string | null;
    /** The owner's name for the car, which heads the card once given. */
    nickname?: string | null;
  };
  headingLevel?: 2 | 3;
}

/** What identifies a vehicle for its owner: model, version, year, colour, plate and chassi. */
export function VehicleSummary({ vehicle, headingLevel = 3 }: VehicleSummaryProps) {
  const t = vehicleIdentityTexts;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="flex flex-col gap-4 rounded-lg border border-line p-4 sm:flex-row sm:items-center">
      {/* eslint-disable-next-line @next/next/no-img-element -- a small local SVG illustration */}
      <img src={vehicle.imageUrl} alt="" width={160} height={64} className="h-auto w-40" />
      <div>
        <Heading className="text-xl font-bold text-brand wrap-anywhere">
          {vehicle.nickname || `${vehicle.modelName} ${vehicle.modelYear}`}
        </Heading>
        {vehicle.nickname ? (
          <p className="font-semibold">
            {vehicle.modelName} {vehicle.modelYear}
          </p>
        ) : null}
        <p>{vehicle.versionName}</p>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
          <dt className="text-muted">{t.plate}</dt>
          <dd className={vehicle.plate ? identifierClass : ""}>
            {vehicle.plate ?? t.plateMissing}
          </dd>
          {vehicle.vin ? (
            <>
              <dt className="text-muted">{t.vin}</dt>
              <dd className={identifierClass}>{vehicle.vin}</dd>
            </>
          ) : null}
          <dt className="text-muted">{t.color}</dt>
          <dd>{vehicle.color}</dd>
          {vehicle.soldOn ? (
            <>
              <dt className="text-muted">{t.soldOn}</dt>
              <dd>{formatDay(vehicle.soldOn)}</dd>
            </>
          ) : null}
        </dl>
      </div>
    </div>
  );
}
