"use client";

import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { setComparedOffers, useComparedOffers } from "./comparison-store";

/**
 * Keeps the browser's list and the page's URL telling the same story: a shared URL becomes the
 * visitor's list (without the offers that are gone), a visit without ids shows the stored list,
 * and a removal on the page updates the URL.
 */
export function ComparisonSync({ ids, fromUrl }: { ids: number[]; fromUrl: boolean }) {
  const stored = useComparedOffers();
  const router = useRouter();
  const pathname = usePathname();
  const adoptedKey = useRef<string | null>(null);
  const key = ids.join(",");
  const storedKey = stored.join(",");
  const shownKey = useRef(key);

  // A removed offer's column leaves with its focused button; the keyboard moves on to the next
  // offer still compared, or to the way back to the offers when none is left.
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const next =
      document.querySelector<HTMLElement>("#conteudo [data-compare-offer]") ??
      document.querySelector<HTMLElement>('#conteudo a[href="/ofertas"]');
    next?.focus();
  }, [key]);

  useEffect(() => {
    if (adoptedKey.current !== key) {
      adoptedKey.current = key;
      if (fromUrl) {
        // The store answers with the new list and this effect runs again.
        setComparedOffers(key ? key.split(",").map(Number) : []);
        return;
      }
    }
    if (storedKey === key) return;
    router.replace(storedKey ? `${pathname}?ofertas=${storedKey}` : pathname, { scroll: false });
  }, [storedKey, key, fromUrl, pathname, router]);
  return null;
}
