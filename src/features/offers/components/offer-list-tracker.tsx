"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { track, type VehicleItem } from "@/features/analytics";

/**
 * Reports the list once it is shown (view_item_list) and each offer opened from it
 * (select_content). One listener on the list, so the cards stay server-rendered.
 */
export function OfferListTracker({
  listId,
  listName,
  items,
  children,
}: {
  listId: string;
  listName: string;
  items: VehicleItem[];
  children: ReactNode;
}) {
  const key = items.map((item) => item.id).join(",");
  const reported = useRef("");
  useEffect(() => {
    if (items.length === 0 || reported.current === `${listId}:${key}`) return;
    reported.current = `${listId}:${key}`;
    track({ event: "view_item_list", item_list_id: listId, item_list_name: listName, items });
  }, [listId, listName, items, key]);

  return (
    <div
      onClickCapture={(event) => {
        const link = (event.target as HTMLElement).closest<HTMLElement>("a[data-offer-id]");
        const item = items.find((entry) => entry.id === link?.dataset.offerId);
        if (item) {
          track({
            event: "select_content",
            content_type: "offer",
            content_id: item.id,
            items: [item],
          });
        }
      }}
    >
      {children}
    </div>
  );
}
