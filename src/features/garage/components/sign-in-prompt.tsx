"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useState } from "react";
import { useApiFetch } from "@/lib/client-config";
import { Button } from "@/ui/button";
import { garageTexts } from "../texts";

/** For a visitor without a session: the login comes back to the page they asked for. */
export function SignInPrompt({ title, text }: { title: string; text: string }) {
  const apiFetch = useApiFetch();
  const pathname = usePathname();
  const search = useSearchParams();
  const [busy, setBusy] = useState(false);
  async function signIn() {
    setBusy(true);
    const query = search.toString();
    const response = await apiFetch("/api/v1/auth-redirect", {
      method: "POST",
      body: JSON.stringify({ redirectToBack: query ? `${pathname}?${query}` : pathname }),
    }).catch(() => null);
    const json = (await response?.json().catch(() => null)) as { data?: { url?: string } } | null;
    if (json?.data?.url) window.location.assign(json.data.url);
    else setBusy(false);
  }
  return (
    <div className="flex flex-col items-start gap-4 rounded-lg bg-surface-alt p-6">
      <h2 className="text-2xl font-bold text-brand">{title}</h2>
      <p>{text}</p>
      <Button onClick={signIn} disabled={busy} aria-busy={busy}>
        {garageTexts.garage.signIn}
      </Button>
    </div>
  );
}
