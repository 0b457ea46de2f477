import type { Metadata } from "next";
import { headers } from "next/headers";
import { getRequestFlags } from "@/features/flags/server";
import { getSession } from "@/features/identity/server";
import { recallTexts } from "@/features/recall";
import {
  campaignList,
  checkVin,
  ownerRecallStatus,
  recallLookupLimit,
  RecallPage,
} from "@/features/recall/server";
import { bookedRecallsOf, listOwnerBookings } from "@/features/scheduling/server";
import { ApiError } from "@/lib/http";

// Campaigns, the owner's vehicles and the look-up come from the database and the session.
export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const { flags } = await getRequestFlags();
  return {
    // The tab names the look-up only while the page has one.
    title: flags.feature_flag_feature_recall
      ? recallTexts.metaTitle
      : recallTexts.metaTitleWithoutLookup,
    description: flags.feature_flag_feature_recall
      ? recallTexts.description
      : recallTexts.descriptionWithoutLookup,
    alternates: { canonical: "/recall" },
  };
}

/**
 * A look-up of a well-formed chassi counts against the address's recall limit (an empty or
 * mistyped one is answered by its rule alone); over it, the form says when to retry.
 */
async function limitedCheck(chassi: string | undefined) {
  try {
    return await checkVin(chassi, {
      beforeLookup: async () => recallLookupLimit.consume({ ip: { headers: await headers() } }),
    });
  } catch (error) {
    if (chassi !== undefined && error instanceof ApiError && error.status === 429) {
      return { kind: "invalid" as const, value: chassi.slice(0, 40), message: error.message };
    }
    throw error;
  }
}

type SearchParams = Record<string, string | string[] | undefined>;

export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const [{ flags }, session, search] = await Promise.all([
    getRequestFlags(),
    getSession(),
    searchParams,
  ]);
  // feature_flag_feature_recall off: the campaign list and how to check, no look-up (decision 027).
  const lookupEnabled = flags.feature_flag_feature_recall;
  const chassi = Array.isArray(search.chassi) ? search.chassi[0] : search.chassi;
  const [check, ownerVehicles, campaigns, bookings] = await Promise.all([
    lookupEnabled ? limitedCheck(chassi) : checkVin(undefined),
    lookupEnabled && session ? ownerRecallStatus(session.userId) : null,
    campaignList(),
    lookupEnabled && session ? listOwnerBookings(session.userId) : [],
  ]);
  // Only the session owner's bookings: a chassi typed of someone else's car has none here.
  const vehicleIds = new Set([
    ...(ownerVehicles ?? []).map((status) => status.vehicle.id),
    ...(check.kind === "found" ? [check.status.vehicle.id] : []),
  ]);
  const bookedRepairs = Object.fromEntries(
    [...vehicleIds].map((id) => [id, bookedRecallsOf(bookings, id)]),
  );
  return (
    <RecallPage
      lookupEnabled={lookupEnabled}
      check={check}
      ownerVehicles={ownerVehicles}
      bookedRepairs={bookedRepairs}
      campaigns={campaigns}
    />
  );
}
