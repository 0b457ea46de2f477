import type { ReactNode } from "react";

/** The titled box around both purchase forms, the plain one and the interactive one. */
export function LeadFormFrame({
  formId,
  title,
  intro,
  children,
}: {
  formId: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${formId}-title`} className="rounded-lg bg-surface-alt p-6">
      <h2 id={`${formId}-title`} className="text-2xl font-bold text-brand">
        {title}
      </h2>
      <p className="mt-2">{intro}</p>
      {children}
    </section>
  );
}
