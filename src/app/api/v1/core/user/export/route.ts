import { accountExportContract, exportAccountData } from "@/features/account/server";
import { requireOwnerCall } from "@/features/identity/server";
import { brasiliaIsoDay } from "@/lib/format";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(accountExportContract, async ({ request }) => {
  const owner = await requireOwnerCall(request);
  // The owner's day, not UTC's: after 21:00 in Brasília UTC is already tomorrow.
  const day = brasiliaIsoDay();
  return {
    body: await exportAccountData(owner.userId),
    headers: {
      "content-disposition": `attachment; filename="meus-dados-volkswagen-${day}.json"`,
      "cache-control": "no-store",
    },
  };
});
