import { siteTexts } from "../site-texts";
import { TextLink } from "@/ui/text-link";

export function NotFoundContent() {
  return (
    <section className="py-16">
      <h1 className="text-3xl font-bold text-brand">{siteTexts.notFoundTitle}</h1>
      <p className="mt-4 text-lg text-muted">{siteTexts.notFoundText}</p>
      <TextLink href="/" className="mt-8 inline-block">
        {siteTexts.notFoundBackHome}
      </TextLink>
    </section>
  );
}
