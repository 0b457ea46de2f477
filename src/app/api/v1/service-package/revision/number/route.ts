import { revisionNumberContract } from "@/features/scheduling/server";
import { defineRoute } from "@/lib/http";
import { dueRevisionNumber, revisionDue } from "@/features/garage";
import { saoPauloToday } from "@/features/scheduling";

export const GET = defineRoute(revisionNumberContract, ({ query }) => {
  const number = dueRevisionNumber(
    query.soldOn,
    query.mileageKm,
    saoPauloToday(),
    query.lastDoneRevision,
  );
  return { body: revisionDue(query.soldOn, number) };
});
