import { flagsDocumentContract, readStoredDocument } from "@/features/flags/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(flagsDocumentContract, async () => {
  const { document, etag } = await readStoredDocument();
  return { body: document, headers: { etag } };
});
