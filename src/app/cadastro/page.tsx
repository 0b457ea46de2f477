import type { Metadata } from "next";
import { garageTexts } from "@/features/garage";
import {
  dealersNear,
  ensureOwner,
  ownsVehicles,
  RegisterStepper,
  registrationState,
} from "@/features/garage/server";
import { gateReturnPath } from "@/features/identity";
import { requireOwnerPage } from "@/features/identity/server";
import { locationButtonLabel } from "@/features/location";
import { getRequestLocation } from "@/features/location/server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: garageTexts.registration.title,
  description: garageTexts.garage.emptyText,
  robots: { index: false },
};

/** SPEC.md's registration flow after the first login; also "Adicionar veículo" from the garage. */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ novoVeiculo?: string; voltar?: string }>;
}) {
  const t = garageTexts.registration;
  const [session, query] = await Promise.all([requireOwnerPage("/cadastro"), searchParams]);
  const ownerId = await ensureOwner(session);
  const location = await getRequestLocation();
  const [registration, nearby, hasVehicles] = await Promise.all([
    registrationState(ownerId),
    dealersNear(location),
    ownsVehicles(ownerId),
  ]);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 py-8">
      <h1 className="text-3xl font-bold text-brand">{t.title}</h1>
      <RegisterStepper
        ownerName={session.name}
        initialStep={registration.step}
        initialMax={registration.max}
        isNewVehicle={registration.completed || query.novoVeiculo === "1"}
        hasVehicles={hasVehicles}
        initialVehicle={registration.vehicle}
        favouriteDealerId={registration.favouriteDealerId}
        nearbyDealers={nearby}
        returnTo={gateReturnPath(query.voltar, "/garagem?view=servicos")}
        nearbyTitle={garageTexts.dealerChange.nearTitle(locationButtonLabel(location))}
      />
    </div>
  );
}
