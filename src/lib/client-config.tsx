"use client";

import { createContext, useContext, type ReactNode } from "react";
import "./zod-without-eval";

/** Runtime settings the browser needs (SPEC.md: every call carries the static api-key). */
export interface ClientConfig {
  apiKey: string;
  flagsDocumentUrl: string | undefined;
  flagsEtag: string | undefined;
  site: "offers" | "my-account" | "loyalty";
}

const ClientConfigContext = createContext<ClientConfig | undefined>(undefined);

export function ClientConfigProvider({
  value,
  children,
}: {
  value: ClientConfig;
  children: ReactNode;
}) {
  return <ClientConfigContext.Provider value={value}>{children}</ClientConfigContext.Provider>;
}

export function useClientConfig(): ClientConfig {
  const value = useContext(ClientConfigContext);
  if (!value) throw new Error("useClientConfig needs a ClientConfigProvider");
  return value;
}
