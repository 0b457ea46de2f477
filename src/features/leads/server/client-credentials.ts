import "server-only";
import { apiErrors } from "@/lib/http";
import { leadTexts } from "../texts";
import { leadLimits } from "./lead-limits";

/** RFC 6749 2.3.1: client credentials in an `Authorization: Basic` header (form-encoded parts). */
function basicCredentials(request: Request): { id: string; secret: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(request.headers.get("authorization") ?? "");
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return undefined;
  try {
    return {
      id: decodeURIComponent(decoded.slice(0, colon).replaceAll("+", " ")),
      secret: decodeURIComponent(decoded.slice(colon + 1).replaceAll("+", " ")),
    };
  } catch {
    return undefined;
  }
}

/**
 * A dealer system's client id and secret, from the body (JSON or form) or the Basic header, after
 * the token limit per address: every client-credentials grant reads them so. Wrong secrets count
 * only against the address they come from: client ids are public (`dealer-<code>`), and a count per
 * client that wrong secrets could fill would let anyone lock a dealer's system out.
 */
export async function clientCredentialsOf(
  body: { client_id?: string; client_secret?: string },
  request: Request,
): Promise<{ clientId: string; clientSecret: string }> {
  const basic = basicCredentials(request);
  const clientId = body.client_id ?? basic?.id;
  const clientSecret = body.client_secret ?? basic?.secret;
  if (!clientId || !clientSecret) {
    throw apiErrors.validation(leadTexts.errors.clientCredentials, {
      ...(clientId ? {} : { client_id: leadTexts.errors.clientId }),
      ...(clientSecret ? {} : { client_secret: leadTexts.errors.clientSecret }),
    });
  }
  await leadLimits.tokenPerAddress.consume({ ip: request });
  return { clientId, clientSecret };
}
