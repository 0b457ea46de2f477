"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import type { DrawerProps } from "./drawer-panel";

// Every page has the menu and the login drawers; few visitors open them. Radix Dialog and the
// panel load on the first opening instead of with every page's first JavaScript.
const DrawerPanel = dynamic(() => import("./drawer-panel").then((module) => module.DrawerPanel), {
  ssr: false,
});

/** A side drawer (see DrawerPanel) whose code loads the first time it opens. */
export function Drawer(props: DrawerProps) {
  const [opened, setOpened] = useState(props.open);
  // Remembered during render, so the panel mounts in the same commit the drawer opens.
  if (props.open && !opened) setOpened(true);
  return opened ? <DrawerPanel {...props} /> : null;
}
