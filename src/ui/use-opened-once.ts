import { useState } from "react";

/**
 * Whether `open` has ever been true: a panel loaded on first opening stays mounted afterwards
 * (so it can animate closed and keep its state). Remembered during render, so the panel mounts
 * in the same commit it opens.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
