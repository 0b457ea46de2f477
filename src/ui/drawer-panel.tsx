"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useRef, type ReactNode } from "react";
import { CloseIcon } from "./close-icon";
import { revealFocused } from "./reveal-focused";

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Visible title, or only for screen readers when the content has its own heading. */
  hideTitle?: boolean;
  side: "left" | "right";
  widthClass: string;
  closeLabel: string;
  children: ReactNode;
}

/**
 * A side drawer on Radix Dialog: focus trapped inside, Escape and the overlay close it, and
 * focus returns to the control that opened it. Its users load it on their first opening (loadOnFirstUse).
 */
export function DrawerPanel({
  open,
  onOpenChange,
  title,
  hideTitle,
  side,
  widthClass,
  closeLabel,
  children,
}: DrawerProps) {
  // Drawers open from controls that are not Radix triggers, so the opener is remembered here.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-(--z-index-menu) bg-black/50 data-[state=open]:animate-[fade-in_200ms]" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onFocus={revealFocused}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          className={`fixed top-0 bottom-0 z-(--z-index-menu) flex max-w-full flex-col overflow-y-auto bg-white shadow-xl focus:outline-none ${side === "left" ? "left-0" : "right-0"} ${widthClass}`}
        >
          <div className="flex items-center justify-between gap-4 px-6 pt-5">
            <Dialog.Title className={hideTitle ? "sr-only" : "text-xl font-bold text-brand"}>
              {title}
            </Dialog.Title>
            <Dialog.Close
              className="ml-auto inline-flex h-11 w-11 items-center justify-center rounded-full text-brand hover:bg-surface-alt"
              aria-label={closeLabel}
            >
              <CloseIcon size={20} />
            </Dialog.Close>
          </div>
          <div className="flex flex-1 flex-col px-6 pb-8">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
