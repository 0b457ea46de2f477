import Link from "next/link";
import { Illustration } from "@/ui/inline-illustration";
import { formatBRL } from "@/lib/format";
import { startingPriceCents, type ModelSummary } from "../domain/model-summary";
import { catalogTexts } from "../texts";

/** The offers of one model, as /ofertas/modelo lists them once a model is chosen. */
export function modelOffersHref(model: Pick<ModelSummary, "name" | "category">): string {
  const query = new URLSearchParams({
    category: String(model.category.id),
    categoryName: model.category.name,
    carName: model.name,
  });
  return `/ofertas/modelo?${query.toString()}`;
}

export function ModelCard({ model, eager }: { model: ModelSummary; eager: boolean }) {
  const price = startingPriceCents(model);
  const headingId = `modelo-${model.slug}`;
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex h-full flex-col rounded-2xl bg-surface-alt p-5 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-accent"
    >
      <Illustration
        eager={eager}
        src={model.imageUrl}
        alt={model.imageAlt}
        width={400}
        height={160}
        className="h-auto w-full"
      />
      <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-muted">
        {model.category.name}
      </p>
      <h3 id={headingId} className="text-2xl font-bold text-brand">
        {/* The whole card leads to the model's offers; the name is the link a reader hears. */}
        <Link
          href={modelOffersHref(model)}
          className="underline-offset-2 after:absolute after:inset-0 after:rounded-2xl hover:underline focus-visible:outline-none"
        >
          {model.name}
        </Link>
      </h3>
      <p className="mt-1 text-base">{model.tagline}</p>
      {/* Price and versions sit at the card's foot, so a row of cards lines them up whatever the tagline's length. */}
      {price !== undefined ? (
        <p className="mt-auto pt-4">
          <span className="block text-sm text-muted">{catalogTexts.startingAt}</span>
          <span className="text-xl font-bold">{formatBRL(price)}</span>
        </p>
      ) : null}
      <p className={`${price === undefined ? "mt-auto pt-4" : "pt-2"} text-sm text-muted`}>
        {catalogTexts.versions(model.versions.length)}
      </p>
    </article>
  );
}
