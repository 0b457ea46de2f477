import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RefusalMessage } from "./refusal-message";

const offline = "Sem conexão. Verifique sua internet e tente novamente.";

describe("RefusalMessage", () => {
  it("offers to ask again, inside the alert, when the answer never came", () => {
    const html = renderToStaticMarkup(<RefusalMessage message={offline} onRetry={() => {}} />);
    expect(html).toMatch(
      /^<p role="alert"[^>]*>Sem conexão\. Verifique sua internet e tente novamente\. <button type="button"[^>]*>Tentar novamente<\/button><\/p>$/,
    );
  });

  it("has no retry for a refusal, which asking again would not change", () => {
    const html = renderToStaticMarkup(<RefusalMessage message="Horário indisponível" />);
    expect(html).not.toContain("<button");
    expect(html).toContain('role="alert"');
  });
});
