import Link from "next/link";
import { categoryHref } from "../domain/category-links";
import type { FaqCategory } from "../domain/faq";
import { helpTexts } from "../texts";
import { ContactChannels } from "./contact-channels";
import { FaqSearchForm } from "./faq-search-form";
import { TextLink } from "@/ui/text-link";

const texts = helpTexts.home;

export function HelpHome({ categories }: { categories: FaqCategory[] }) {
  return (
    <div className="page-gutter mx-auto max-w-(--container-page) py-8">
      <h1 className="text-3xl font-bold text-brand">{texts.title}</h1>
      <p className="mt-2 text-muted">{texts.intro}</p>
      <div className="mt-6">
        <FaqSearchForm />
      </div>

      <section aria-labelledby="assuntos" className="mt-10">
        <h2 id="assuntos" className="text-xl font-bold text-brand">
          {texts.categoriesHeading}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((category) => (
            <li key={category.slug}>
              <Link
                href={categoryHref(category.name)}
                className="flex h-full flex-col rounded-lg border border-surface-alt bg-white p-5 shadow-sm hover:border-brand-accent"
              >
                <span className="text-lg font-semibold text-brand">{category.name}</span>
                <span className="mt-1 text-muted">{category.description}</span>
                <span className="mt-3 text-sm text-muted">
                  {texts.questionCount(category.questionCount)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <TextLink href="/ajuda/perguntas-frequentes" className="mt-6 inline-block">
          {texts.allQuestions}
        </TextLink>
      </section>

      <ContactChannels />
    </div>
  );
}
