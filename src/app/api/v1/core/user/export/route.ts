import { accountExportContract, exportAccountData } from "@/features/account/server";
import { requireOwnerCall } from "@/features/identity/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(accountExportContract, async ({ request }) => {
  const owner = await requireOwnerCall(request);
  const day = new Date().toISOString().slice(0, 10);
  return {
    body: await exportAccountData(owner.userId),
    headers: {
      "content-disposition": `attachment; filename="meus-dados-volkswagen-${day}.json"`,
      "cache-control": "no-store",
    },
  };
});
