import { leadTexts } from "../texts";

/**
 * The answer to the purchase intention sent without JavaScript (decision 053) travels back to the
 * offer page in its address: never a message or a typed value, only the names of the fields that
 * were refused and of their messages in texts.ts, so a crafted link can show nothing but our own
 * texts. The form's values never travel in the address: a cookie of the offer's path keeps them
 * (plain-draft.ts, decision 078).
 */
const plainFields = [
  "name",
  "email",
  "phone",
  "cpf",
  "preferredContact",
  "dealerCode",
  "consent",
] as const;
export type PlainField = (typeof plainFields)[number];

type ErrorKey = keyof typeof leadTexts.errors;
const errorKeys = Object.keys(leadTexts.errors) as ErrorKey[];
const keyOfMessage = new Map<string, ErrorKey>(
  errorKeys.map((key) => [leadTexts.errors[key], key]),
);

/** What went wrong besides a field: too many requests, or anything else. */
export type PlainFailure = "limit" | "failed";

export interface PlainAnswer {
  fields: Partial<Record<PlainField, string>>;
  failure?: string;
}

const isPlainField = (name: string): name is PlainField =>
  (plainFields as readonly string[]).includes(name);

/** The address value of a refusal; a message that is not one of ours becomes a failure. */
export function encodePlainAnswer(fields: Record<string, string>, failure?: PlainFailure): string {
  const parts: string[] = [];
  for (const [field, message] of Object.entries(fields)) {
    const key = keyOfMessage.get(message);
    if (isPlainField(field) && key) parts.push(`${field}.${key}`);
  }
  if (failure || parts.length === 0) parts.push(failure ?? "failed");
  return parts.join(",");
}

/** The messages an address value names; anything unknown in it is ignored. */
export function decodePlainAnswer(value: string | undefined): PlainAnswer | undefined {
  if (!value) return undefined;
  const answer: PlainAnswer = { fields: {} };
  for (const part of value.split(",").slice(0, plainFields.length + 1)) {
    if (part === "limit") answer.failure = leadTexts.plainLimit;
    else if (part === "failed") answer.failure = leadTexts.failed;
    const [field = "", key = ""] = part.split(".");
    if (isPlainField(field) && (errorKeys as string[]).includes(key)) {
      answer.fields[field] = leadTexts.errors[key as ErrorKey];
    }
  }
  return answer.failure || Object.keys(answer.fields).length > 0 ? answer : undefined;
}

/** The API's body from the plain form's fields: the ticked box is the consent, the offer a number. */
export function purchaseBodyFromForm(form: URLSearchParams): Record<string, unknown> {
  const text = (name: string) => form.get(name) ?? undefined;
  return {
    kind: "purchase",
    offerId: Number(form.get("offerId")),
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    cpf: text("cpf"),
    preferredContact: text("preferredContact"),
    dealerCode: text("dealerCode"),
    consent: form.get("consent") === "on" ? true : undefined,
  };
}

/**
 * Where the offer page's address sends the shopper after the API answered the plain form: the
 * protocol of a saved lead, else the refusal by the names of its messages.
 */
export function plainAnswerQuery(status: number, answer: unknown): string {
  const body = (answer ?? {}) as {
    protocol?: unknown;
    error?: { fields?: Record<string, string> };
  };
  if (status === 201 && typeof body.protocol === "string") {
    return `pedido=${encodeURIComponent(body.protocol)}`;
  }
  if (status === 429) return `erro=${encodePlainAnswer({}, "limit")}`;
  const fields = status === 400 || status === 422 ? (body.error?.fields ?? {}) : {};
  return `erro=${encodeURIComponent(encodePlainAnswer(fields))}`;
}
