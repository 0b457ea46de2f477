import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getSession, requireOwnerPage } from "@/features/identity/server";
import { bookingMoment, claimTexts, schedulingTexts } from "@/features/scheduling";
import { siteTexts } from "@/features/shell";
import {
  BookingConfirmation,
  bookingIcsText,
  ClaimConfirmation,
  getBooking,
  dayIn,
  getServiceClaim,
  lastBookableDay,
  ownerVehicleNickname,
  UnknownBookingError,
} from "@/features/scheduling/server";

export const dynamic = "force-dynamic";

type Query = Record<string, string | string[] | undefined>;

/** The owner's booking of the link, read once for the page and its title; null when unknown. */
const bookingOfLink = cache(async (userId: string, id: string) =>
  getBooking(userId, id).catch((error: unknown) => {
    if (error instanceof UnknownBookingError) return null;
    throw error;
  }),
);

/** The owner's correction request of the link, read once for the page and its title. */
const claimOfLink = cache(getServiceClaim);

// The tab says what the page says: a cancelled or past booking is never titled "confirmado".
export async function generateMetadata({
  searchParams,
}: {
  searchParams: Promise<Query>;
}): Promise<Metadata> {
  const query = await searchParams;
  const session = await getSession();
  if (!session) return { title: schedulingTexts.homeTitle };
  if (typeof query.claim === "string") {
    const claim = await claimOfLink(session.userId, query.claim);
    return { title: claim ? claimTexts.titles[claim.status] : siteTexts.notFoundTitle };
  }
  const booking = await bookingOfLink(session.userId, typeof query.id === "string" ? query.id : "");
  if (!booking) return { title: siteTexts.notFoundTitle };
  const titles = {
    upcoming: schedulingTexts.confirmationTitle,
    past: schedulingTexts.pastTitle,
    cancelled: schedulingTexts.cancelledTitle,
  };
  return { title: titles[bookingMoment(booking, Date.now())] };
}

export default async function Page({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  // A visitor with a booking's link logs in and comes back to that booking, as on /garagem.
  const back = new URLSearchParams();
  for (const key of ["id", "claim"]) {
    const value = query[key];
    if (typeof value === "string") back.set(key, value);
  }
  const session = await requireOwnerPage(
    `/agendamento/servicos/confirmacao${back.size > 0 ? `?${back.toString()}` : ""}`,
  );
  if (typeof query.claim === "string") {
    const claim = await claimOfLink(session.userId, query.claim);
    if (!claim) notFound();
    return <ClaimConfirmation claim={claim} />;
  }
  const booking = await bookingOfLink(session.userId, typeof query.id === "string" ? query.id : "");
  if (!booking) notFound();
  const nickname = await ownerVehicleNickname(session.userId, booking.vehicle.vehicleId);
  const now = new Date();
  // A new time is chosen among the dealer's days, on its clock.
  const zone = booking.dealer.timeZone;
  return (
    <BookingConfirmation
      booking={booking}
      nickname={nickname}
      ics={bookingIcsText(booking)}
      today={dayIn(now, zone)}
      lastDay={lastBookableDay(now, zone)}
      now={now.getTime()}
    />
  );
}
