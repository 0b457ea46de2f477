import Link from "next/link";
import { answerParagraphs, type FaqQuestion } from "../domain/faq";
import { categoryHref } from "../domain/category-links";
import type { FaqView } from "../server/faq-service";
import { helpTexts } from "../texts";
import { ContactChannels } from "./contact-channels";
import { FaqAccordion } from "./faq-accordion";
import { FaqHashOpener } from "./faq-hash-opener";
import { FaqSearchForm } from "./faq-search-form";
import { TextLink } from "@/ui/text-link";

const texts = helpTexts.faq;

function items(questions: FaqQuestion[]) {
  return questions.map((question) => ({
    slug: question.slug,
    question: question.question,
    paragraphs: answerParagraphs(question.answer),
  }));
}

/** Long pasted text is echoed shortened, so the heading stays readable. */
function shown(query: string): string {
  return query.length > 60 ? `${query.slice(0, 60)}…` : query;
}

export function FaqPage({ view }: { view: FaqView }) {
  const { categories, category, query, questions } = view;
  const current = query === null ? (category?.slug ?? "") : undefined;
  return (
    <div className="page-gutter mx-auto max-w-(--container-page) py-8">
      <nav aria-label="Trilha de navegação" className="text-sm">
        <TextLink href="/ajuda" emphasis={false}>
          {helpTexts.home.title}
        </TextLink>
        <span aria-hidden="true"> / </span>
        <span>{texts.title}</span>
      </nav>
      <h1 className="mt-4 text-3xl font-bold text-brand">{texts.title}</h1>
      <p className="mt-2 text-muted">{texts.intro}</p>
      <div className="mt-6">
        <FaqSearchForm query={query} />
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={texts.categoriesNav}>
          <ul className="flex flex-wrap gap-2 lg:flex-col">
            <li>
              <CategoryLink
                href="/ajuda/perguntas-frequentes"
                label={texts.allCategories}
                current={current === ""}
              />
            </li>
            {categories.map((item) => (
              <li key={item.slug}>
                <CategoryLink
                  href={categoryHref(item.name)}
                  label={item.name}
                  current={current === item.slug}
                />
              </li>
            ))}
          </ul>
        </nav>

        <div className="min-w-0">
          {query !== null ? (
            <section aria-labelledby="faq-results">
              <h2 id="faq-results" className="text-xl font-bold text-brand" aria-live="polite">
                {view.refusal
                  ? texts.searchNotRun(shown(query))
                  : questions.length > 0
                    ? texts.resultsHeading(questions.length, shown(query))
                    : texts.noResults(shown(query))}
              </h2>
              {view.refusal ? (
                <p role="alert" className="mt-2">
                  {view.refusal}
                </p>
              ) : questions.length > 0 ? (
                <div className="mt-4">
                  <FaqAccordion
                    items={items(questions)}
                    defaultOpen={questions.map((question) => question.slug)}
                    linkLabel={texts.copyLink}
                  />
                </div>
              ) : (
                <p className="mt-2 text-muted">{texts.noResultsHint}</p>
              )}
              <TextLink
                href="/ajuda/perguntas-frequentes"
                emphasis={false}
                className="mt-4 inline-block"
              >
                {texts.clearSearch}
              </TextLink>
            </section>
          ) : (
            (category ? [category] : categories).map((section) => {
              const sectionQuestions = questions.filter(
                (question) => question.category.slug === section.slug,
              );
              if (sectionQuestions.length === 0) return null;
              return (
                <section
                  key={section.slug}
                  aria-labelledby={`categoria-${section.slug}`}
                  className="mb-10"
                >
                  <h2 id={`categoria-${section.slug}`} className="text-xl font-bold text-brand">
                    {section.name}
                  </h2>
                  <p className="mt-1 mb-4 text-muted">{section.description}</p>
                  <FaqAccordion items={items(sectionQuestions)} linkLabel={texts.copyLink} />
                </section>
              );
            })
          )}
        </div>
      </div>

      <ContactChannels />
      <FaqHashOpener />
    </div>
  );
}

function CategoryLink({ href, label, current }: { href: string; label: string; current: boolean }) {
  return (
    <Link
      href={href}
      aria-current={current ? "page" : undefined}
      className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold lg:w-full lg:rounded-lg ${
        current ? "bg-brand text-white" : "bg-surface-alt text-brand hover:bg-white"
      }`}
    >
      {label}
    </Link>
  );
}
