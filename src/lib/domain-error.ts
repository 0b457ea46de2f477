// What a feature's rules refuse, in the domain's words. Services throw these; the HTTP edge
// (defineRoute) and the pages decide what a refusal becomes: an answer with a status, notFound(),
// or the error page. Features keep their pt-BR messages in their own texts.ts.

/** How a refusal reads at the edge: each kind has one HTTP status. */
export type RefusalKind = "invalid" | "notFound" | "forbidden" | "conflict" | "unprocessable";

export abstract class DomainError extends Error {
  abstract readonly kind: RefusalKind;
  /** Field-by-field messages, for a form to show beside each field. */
  readonly fields?: Readonly<Record<string, string>>;
  /** What the caller can do next (a conflict's free slots), sent beside the message. */
  readonly details?: Readonly<Record<string, unknown>>;

  constructor(message: string, fields?: Record<string, string>, details?: Record<string, unknown>) {
    super(message);
    this.name = new.target.name;
    this.fields = fields;
    this.details = details;
  }
}
