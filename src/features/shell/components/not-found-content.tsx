import { shellTexts } from "../texts";
import { TextLink } from "@/ui/text-link";

export function NotFoundContent() {
  return (
    <section className="py-16">
      <h1 className="text-3xl font-bold text-brand">{shellTexts.notFoundTitle}</h1>
      <p className="mt-4 text-lg text-muted">{shellTexts.notFoundText}</p>
      <TextLink href="/" className="mt-8 inline-block">
        {shellTexts.notFoundBackHome}
      </TextLink>
    </section>
  );
}
