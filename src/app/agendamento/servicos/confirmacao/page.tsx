import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getSession } from "@/features/identity/server";
import { schedulingTexts } from "@/features/scheduling";
import {
  BookingConfirmation,
  bookingIcsText,
  ClaimConfirmation,
  getBooking,
  getServiceClaim,
  lastBookableDay,
  saoPauloDay,
  UnknownBookingError,
} from "@/features/scheduling/server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: schedulingTexts.confirmationTitle,
  robots: { index: false },
};

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await searchParams;
  const session = await getSession();
  if (!session) {
    return (
      <div className="mx-auto max-w-3xl px-5 py-8">
        <h1 className="text-3xl font-bold text-brand">{schedulingTexts.homeTitle}</h1>
        <p className="mt-4">{schedulingTexts.errors.login}</p>
      </div>
    );
  }
  if (typeof query.claim === "string") {
    const claim = await getServiceClaim(session.userId, query.claim);
    if (!claim) notFound();
    return <ClaimConfirmation claim={claim} />;
  }
  const id = typeof query.id === "string" ? query.id : "";
  const booking = await getBooking(session.userId, id).catch((error: unknown) => {
    if (error instanceof UnknownBookingError) notFound();
    throw error;
  });
  const now = new Date();
  return (
    <BookingConfirmation
      booking={booking}
      ics={bookingIcsText(booking)}
      today={saoPauloDay(now)}
      lastDay={lastBookableDay(now)}
      now={now.getTime()}
    />
  );
}
