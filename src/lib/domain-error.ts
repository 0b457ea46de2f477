// What a feature's rules refuse, in the domain's words. Services throw these; the HTTP edge
// (defineRoute) and the pages decide what a refusal becomes: an answer with a status, notFound(),
// or the error page. Features keep their pt-BR messages in their own texts.ts.

/** How a refusal reads at the edge: each kind has one HTTP status. */
export type RefusalKind = "notFound" | "forbidden" | "conflict" | "unprocessable";

export abstract class DomainError extends Error {
  abstract readonly kind: RefusalKind;
  /** Field-by-field messages, for a form to show beside each field. */
  readonly fields?: Readonly<Record<string, string>>;

  constructor(message: string, fields?: Record<string, string>) {
    super(message);
    this.name = new.target.name;
    this.fields = fields;
  }
}
