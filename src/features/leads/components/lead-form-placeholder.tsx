/**
 * Where a lead form will be, as the server renders it: the form's own title and intro, and the
 * height of its fields, so that the form takes the place without moving what follows.
 */
export function LeadFormPlaceholder({
  formId,
  title,
  intro,
}: {
  formId: string;
  title: string;
  intro: string;
}) {
  return (
    <section
      aria-labelledby={`${formId}-title`}
      aria-busy="true"
      className="rounded-lg bg-surface-alt p-6"
    >
      <h2 id={`${formId}-title`} className="text-2xl font-bold text-brand">
        {title}
      </h2>
      <p className="mt-2">{intro}</p>
      {/* The fields' height as measured: 699 px at 390 px wide, 651 px from 768 px up. */}
      <div className="mt-4 min-h-[699px] md:min-h-[651px]" />
    </section>
  );
}
