import { siteTexts } from "../site-texts";
import { TextLink } from "@/ui/text-link";

/**
 * Under the routes laid out edge to edge (/agendamento, /ajuda, /sob) the frame adds no gutter,
 * so the page keeps its own; inside the frame's gutter it adds none.
 */
export function NotFoundContent() {
  return (
    <section className="page-gutter py-16 in-[.page-gutter]:px-0">
      <h1 className="text-3xl font-bold text-brand">{siteTexts.notFoundTitle}</h1>
      <p className="mt-4 text-lg text-muted">{siteTexts.notFoundText}</p>
      <TextLink href="/" className="mt-8 inline-block">
        {siteTexts.notFoundBackHome}
      </TextLink>
    </section>
  );
}
