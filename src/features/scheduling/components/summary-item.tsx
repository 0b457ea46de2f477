import type { ReactNode } from "react";

/**
 * A booking summary's description list: on a phone each label sits above its value, which then
 * has the whole width (beside a label, a date took ten lines of 90 px at 320 px); side by side
 * from the small breakpoint.
 */
export const summaryListClass =
  "grid grid-cols-1 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-4";

/** One label and its value in a summary list. */
export function SummaryItem({
  label,
  children,
  valueClassName = "",
}: {
  label: ReactNode;
  children: ReactNode;
  valueClassName?: string;
}) {
  return (
    <>
      <dt className="font-semibold not-first:mt-2 sm:not-first:mt-0">{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </>
  );
}
