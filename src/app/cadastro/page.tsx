import type { Metadata } from "next";
import { getAccount } from "@/features/account/server";
import { garageTexts } from "@/features/garage";
import {
  dealersNear,
  ensureOwner,
  OwnerDataSummary,
  ownsVehicles,
  type OwnerData,
  RegisterStepper,
  registrationState,
} from "@/features/garage/server";
import { formatMobilePhone, gateReturnPath, maskCpf } from "@/features/identity";
import { requireOwnerPage } from "@/features/identity/server";
import { locationButtonLabel } from "@/features/location";
import { getRequestLocation } from "@/features/location/server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: garageTexts.registration.title,
  description: garageTexts.garage.emptyText,
};

/** SPEC.md's registration flow after the first login; also "Adicionar veículo" from the garage. */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ novoVeiculo?: string; voltar?: string }>;
}) {
  const t = garageTexts.registration;
  const query = await searchParams;
  // A visitor who opens the registration comes to sign up; one sent here from the garage or a
  // booking already has an account, and logs in.
  const session = await requireOwnerPage("/cadastro", {
    signUp: query.novoVeiculo === undefined && query.voltar === undefined,
  });
  const ownerId = await ensureOwner(session);
  const location = await getRequestLocation();
  const isNewVehicle = query.novoVeiculo === "1";
  const [registration, nearby, hasVehicles, owner] = await Promise.all([
    registrationState(ownerId),
    dealersNear(location),
    ownsVehicles(ownerId),
    isNewVehicle ? undefined : ownerData(ownerId, session.name),
  ]);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 py-8">
      <h1 className="text-3xl font-bold text-brand">{t.title}</h1>
      <RegisterStepper
        ownerName={session.name}
        ownerData={owner ? <OwnerDataSummary owner={owner} /> : null}
        initialStep={registration.step}
        initialMax={registration.max}
        isNewVehicle={registration.completed || isNewVehicle}
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

/** Etapa 1's data, as the provider holds them; the session's name alone when it cannot answer. */
async function ownerData(ownerId: string, name: string): Promise<OwnerData> {
  try {
    const account = await getAccount(ownerId);
    return {
      name: account.name,
      email: account.email,
      cpf: maskCpf(account.cpf),
      phone: formatMobilePhone(account.phone),
    };
  } catch {
    return { name };
  }
}
