import {
  etagMatches,
  featuresDocumentContract,
  flagSettings,
  readStoredDocument,
} from "@/features/flags/server";
import { apiErrors, defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(featuresDocumentContract, async ({ params, request }) => {
  if (params.clientKey !== flagSettings().clientKey)
    throw apiErrors.notFound("Chave de cliente desconhecida.");
  const { document, etag } = await readStoredDocument();
  const headers = { etag, "cache-control": "no-cache", "access-control-allow-origin": "*" };
  if (etagMatches(request.headers.get("if-none-match"), etag))
    return new Response(null, { status: 304, headers });
  return { body: document, headers };
});
