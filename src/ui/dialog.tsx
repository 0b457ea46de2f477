"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import { useRef, type ComponentProps, type ReactNode } from "react";
import { CloseIcon } from "./close-icon";
import { revealFocused } from "./reveal-focused";

/**
 * The one modal dialog of the storefront (Radix: focus trap, Escape, focus back to the opener,
 * aria-modal, the page behind made inert). Each dialog brings its title, its optional
 * description and its body; the frame, overlay, layer and close button are the same everywhere.
 */
export const Dialog = RadixDialog.Root;
export const DialogClose = RadixDialog.Close;

const sizes = {
  /** Short confirmations and guides. */
  small:
    "top-1/2 left-1/2 w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl",
  medium:
    "top-1/2 left-1/2 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl",
  large:
    "top-1/2 left-1/2 w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl",
  /** A whole task (the simulator): the full screen on a phone, a tall card on wider screens. */
  sheet:
    "inset-x-0 top-0 bottom-0 mx-auto flex max-w-2xl flex-col sm:top-8 sm:bottom-8 sm:rounded-lg",
} as const;

type ContentProps = Omit<
  ComponentProps<typeof RadixDialog.Content>,
  "title" | "children" | "className"
>;

export interface DialogPanelProps extends ContentProps {
  title: ReactNode;
  /** Read with the title by screen readers; without one the dialog has no description. */
  description?: ReactNode;
  /** The close button's accessible name; without one the dialog has no close button. */
  closeLabel?: string;
  size?: keyof typeof sizes;
  titleClassName?: string;
  children: ReactNode;
}

export function DialogPanel({
  title,
  description,
  closeLabel,
  size = "medium",
  titleClassName,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onFocus,
  ...contentProps
}: DialogPanelProps) {
  // A dialog whose code loads on first use opens from a plain button, not a Radix trigger, and
  // Radix would send focus back to its (absent) trigger: the opener is remembered here instead.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-(--z-index-menu) bg-black/50" />
      <RadixDialog.Content
        {...(description === undefined ? { "aria-describedby": undefined } : {})}
        {...contentProps}
        onOpenAutoFocus={(event) => {
          opener.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onFocus={(event) => {
          onFocus?.(event);
          revealFocused(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented || !opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
        className={`fixed z-(--z-index-menu) overflow-y-auto bg-white p-6 shadow-xl focus:outline-none ${size === "sheet" ? "" : "max-h-[95vh]"} ${sizes[size]}`}
      >
        <div className="flex items-start justify-between gap-4">
          <div>
            <RadixDialog.Title className={titleClassName ?? "text-xl font-bold text-brand"}>
              {title}
            </RadixDialog.Title>
            {description === undefined ? null : (
              <RadixDialog.Description className="mt-1">{description}</RadixDialog.Description>
            )}
          </div>
          {closeLabel ? (
            <RadixDialog.Close
              aria-label={closeLabel}
              className="-mt-2 -mr-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-brand hover:bg-surface-alt"
            >
              <CloseIcon size={18} />
            </RadixDialog.Close>
          ) : null}
        </div>
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
