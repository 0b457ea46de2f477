import Link from "next/link";
import { shellTexts } from "../texts";

export function NotFoundContent() {
  return (
    <section className="py-16">
      <h1 className="text-3xl font-bold text-brand">{shellTexts.notFoundTitle}</h1>
      <p className="mt-4 text-lg text-muted">{shellTexts.notFoundText}</p>
      <Link href="/" className="mt-8 inline-block font-semibold text-brand-accent underline">
        {shellTexts.notFoundBackHome}
      </Link>
    </section>
  );
}
