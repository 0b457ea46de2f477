import type { Ref } from "react";

/**
 * The outcome of a form. It takes the focus after a success (tabIndex -1): the owner hears it and
 * goes on from there, rather than from the top of the page.
 */
export function StatusMessage({
  kind,
  text,
  ref,
}: {
  kind: "success" | "error";
  text?: string;
  ref?: Ref<HTMLParagraphElement>;
}) {
  if (!text) return null;
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role={kind === "error" ? "alert" : "status"}
      className={`mt-4 rounded-lg border px-4 py-3 font-semibold ${kind === "error" ? "border-danger bg-[#fdecee] text-[#8a0b20]" : "border-success bg-[#e8f5eb] text-[#14532d]"}`}
    >
      {text}
    </p>
  );
}
