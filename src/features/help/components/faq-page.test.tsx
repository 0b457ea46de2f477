import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FaqPage } from "./faq-page";

const searched = (refusal: string | null) =>
  renderToStaticMarkup(
    <FaqPage view={{ categories: [], category: null, query: "chassi", questions: [], refusal }} />,
  );

describe("the FAQ page's results heading", () => {
  it("says a refused search was not run, not that nothing was found", () => {
    const html = searched("Muitas buscas feitas desta conexão. Tente novamente em 1 minuto.");
    expect(html).toContain("A busca por “chassi” não foi feita.");
    expect(html).not.toContain("Nenhuma pergunta encontrada");
    expect(html).toMatch(/<p role="alert"[^>]*>Muitas buscas feitas desta conexão\./);
  });

  it("says nothing was found for a search that ran", () => {
    const html = searched(null);
    expect(html).toContain("Nenhuma pergunta encontrada para “chassi”.");
    expect(html).not.toContain("não foi feita");
  });
});
