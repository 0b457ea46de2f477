import type { ReactNode } from "react";
import Link from "next/link";
import type { GaragePageData } from "../server/garage-page-data";
import { garageTexts } from "../texts";
import { ArrivalStatus } from "./arrival-status";
import { DealerView } from "./dealer-view";
import {
  dealerChangedParam,
  registeredParam,
  garageHeadingId,
  garageViews,
  type GarageViewName,
} from "./garage-views";
import { OpenRecallsAlert } from "./open-recalls-alert";
import { ServicesView, type BookedRevision, type PendingCorrection } from "./services-view";
import { TransferRequests } from "./transfer-requests";
import { transferRequestText } from "../texts/transfer-requests";
import { VehicleSummary } from "./vehicle-summary";
import { VehicleSwitcher } from "./vehicle-switcher";
import { ViewLinkPending } from "./view-link-pending";
import { vehicleLabel, VehicleView } from "./vehicle-view";

const addVehicleHref = "/cadastro?novoVeiculo=1";

/** /garagem: the owner's vehicles, one selected, in the three views of the logged-in drawer. */
export function GaragePage({
  data,
  view,
  bookings,
  bookedRevisions,
  bookedRecalls,
  pendingCorrections,
  dealerClock,
  dealerChanged = false,
  registered = false,
}: {
  data: GaragePageData;
  view: GarageViewName;
  /** The owner's bookings, shown in view=servicos (scheduling composes them in the route). */
  bookings?: ReactNode;
  /** The selected vehicle's revisions with a booking to come, by revision number. */
  bookedRevisions?: Partial<Record<number, BookedRevision>>;
  /** The selected vehicle's correction requests its dealer has yet to decide. */
  pendingCorrections?: readonly PendingCorrection[];
  /** The selected vehicle's recall campaigns with a repair booked to come, by campaign. */
  bookedRecalls?: Partial<Record<string, BookedRevision>>;
  /** Whose clock the favourite dealer's hours are on (scheduling names it in the route). */
  dealerClock?: string;
  /** Arrived from /profile/dealer/change with a new favourite dealer. */
  dealerChanged?: boolean;
  /** Arrived from /cadastro with the registration just done. */
  registered?: boolean;
}) {
  const t = garageTexts.garage;
  const selected = data.selected;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1
          id={garageHeadingId}
          tabIndex={-1}
          className="text-3xl font-bold text-brand focus:outline-none"
        >
          {t.title}
        </h1>
        {data.vehicles.length > 0 ? (
          <Link
            href={addVehicleHref}
            className="rounded-full border-2 border-brand px-5 py-2 font-semibold text-brand"
          >
            {t.addVehicle}
          </Link>
        ) : null}
      </div>
      {registered ? (
        <ArrivalStatus
          text={data.vehicles.length > 0 ? t.registered : t.registeredWithoutVehicle}
          param={registeredParam}
        />
      ) : null}
      <TransferRequests
        requests={data.transfers.map((request) => ({
          id: request.id,
          vehicleLabel: request.vehicleLabel,
          direction: request.direction,
          text: transferRequestText(request),
        }))}
      />
      <nav aria-label={t.title}>
        <ul className="flex flex-wrap gap-2 border-b border-line">
          {garageViews.map((name) => (
            <li key={name}>
              <Link
                href={`/garagem?view=${name}`}
                aria-current={name === view ? "page" : undefined}
                className="relative inline-block px-4 py-2 font-semibold text-brand aria-[current=page]:border-b-4 aria-[current=page]:border-brand"
              >
                {t.views[name]}
                <ViewLinkPending />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {view !== "concessionaria" && !selected ? (
        <div className="flex flex-col items-start gap-3 rounded-lg bg-surface-alt p-6">
          <h2 className="text-2xl font-bold text-brand">{t.emptyTitle}</h2>
          <p>{t.emptyText}</p>
          <Link
            href={addVehicleHref}
            className="rounded-full bg-brand px-6 py-3 font-semibold text-white"
          >
            {t.addVehicle}
          </Link>
        </div>
      ) : null}
      {view !== "concessionaria" && selected ? (
        <>
          {data.vehicles.length > 1 ? (
            <VehicleSwitcher
              selectedId={selected.id}
              vehicles={data.vehicles.map((vehicle) => ({
                id: vehicle.id,
                // The alert shows for the selected vehicle: the list says which others have one.
                label:
                  vehicle.openRecalls.length > 0
                    ? `${vehicleLabel(vehicle)} — ${t.recall.switcherMark}`
                    : vehicleLabel(vehicle),
              }))}
            />
          ) : null}
          {view === "servicos" ? <VehicleSummary vehicle={selected} headingLevel={2} /> : null}
          <OpenRecallsAlert vehicle={selected} booked={bookedRecalls} />
          {view === "servicos" ? (
            <ServicesView
              data={data}
              booked={bookedRevisions}
              pendingCorrections={pendingCorrections}
            />
          ) : (
            <VehicleView vehicle={selected} />
          )}
        </>
      ) : null}
      {view === "servicos" ? bookings : null}
      {view === "concessionaria" && dealerChanged ? (
        <ArrivalStatus text={garageTexts.dealerChange.chosen} param={dealerChangedParam} />
      ) : null}
      {view === "concessionaria" ? <DealerView dealer={data.dealer} clock={dealerClock} /> : null}
    </div>
  );
}
