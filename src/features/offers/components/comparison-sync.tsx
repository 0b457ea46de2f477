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
