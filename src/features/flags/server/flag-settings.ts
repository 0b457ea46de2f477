import "server-only";
import { config } from "@/lib/config";
import { isValidClientKey } from "../domain/flag-document";

export interface FlagSettings {
  /** The GrowthBook-protocol URL browsers poll: our own route, or the configured host. */
  documentUrl: string | undefined;
  remoteUrl: string | undefined;
  clientKey: string | undefined;
}

export function flagSettings(): FlagSettings {
  const { FLAGS_API_HOST, FLAGS_CLIENT_KEY } = config();
  if (!isValidClientKey(FLAGS_CLIENT_KEY))
    return { documentUrl: undefined, remoteUrl: undefined, clientKey: undefined };
  const path = `/api/features/${encodeURIComponent(FLAGS_CLIENT_KEY)}`;
  const remoteUrl = FLAGS_API_HOST ? new URL(path, FLAGS_API_HOST).toString() : undefined;
  return { documentUrl: remoteUrl ?? path, remoteUrl, clientKey: FLAGS_CLIENT_KEY };
}
