"use client";

import { useEffect } from "react";

/**
 * A page reached by a script's navigation (a form's last button, gone with its page) starts the
 * keyboard at the element named, instead of at the top of the document; a focus the visitor
 * already placed is left where it is.
 */
export function FocusWhenNothingIs({ id }: { id: string }) {
  useEffect(() => {
    const focused = document.activeElement;
    if (focused === null || focused === document.body) document.getElementById(id)?.focus();
  }, [id]);
  return null;
}
