import { preferredContacts, type PreferredContact } from "./lead-rules";

/**
 * What the shopper typed in the purchase intention sent without JavaScript, kept for the page
 * that shows the refusal (decision 078): the address names only the refused fields, so the values
 * travel in a cookie of the offer's own path, for a few minutes, readable by the server alone.
 */
export const plainDraftCookie = "lead_draft";

/** Long enough to correct a field and send again, short enough not to outlive the visit. */
export const plainDraftMaxAgeSeconds = 10 * 60;

export interface PlainDraft {
  name?: string;
  email?: string;
  phone?: string;
  cpf?: string;
  preferredContact?: PreferredContact;
  dealerCode?: string;
  consent: boolean;
}

// A little beyond what the API takes, so a value refused for its length comes back as typed.
const textLimits = { name: 200, email: 300, phone: 40, cpf: 30, dealerCode: 40 } as const;
type TextField = keyof typeof textLimits;
const textFields = Object.keys(textLimits) as TextField[];
// Under the browsers' 4 kB per cookie, with room for its name and attributes.
const maxEncodedLength = 3000;

function textOf(value: unknown, field: TextField): string | undefined {
  if (typeof value !== "string" || value.length === 0) return undefined;
  return value.slice(0, textLimits[field]);
}

function contactOf(value: unknown): PreferredContact | undefined {
  const number = Number(value);
  return (preferredContacts as readonly number[]).includes(number)
    ? (number as PreferredContact)
    : undefined;
}

function draftOf(source: Record<string, unknown>): PlainDraft {
  const draft: PlainDraft = { consent: source.consent === true || source.consent === "on" };
  for (const field of textFields) {
    const text = textOf(source[field], field);
    if (text !== undefined) draft[field] = text;
  }
  const contact = contactOf(source.preferredContact);
  if (contact !== undefined) draft.preferredContact = contact;
  return draft;
}

/**
 * The cookie's value from the form the browser sent: known fields only, each cut to its limit.
 * JSON, which the framework's cookie writer percent-encodes and its reader decodes.
 */
export function encodePlainDraft(form: URLSearchParams): string {
  const source = Object.fromEntries(
    [...textFields, "preferredContact", "consent"].map((name) => [name, form.get(name)]),
  );
  const draft = draftOf(source);
  // Measured as the browser stores it: a name of accented letters or symbols grows up to nine
  // times when percent-encoded, and a cookie over 4 kB would be dropped without a word.
  for (const field of ["name", "email", "cpf", "phone", "dealerCode"] as const) {
    if (encodeURIComponent(JSON.stringify(draft)).length <= maxEncodedLength) break;
    delete draft[field];
  }
  return JSON.stringify(draft);
}

/** The values a cookie holds; a value that does not decode, or anything unknown in it, is none. */
export function decodePlainDraft(value: string | undefined): PlainDraft | undefined {
  if (!value || value.length > 2048) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return undefined;
    return draftOf(parsed as Record<string, unknown>);
  } catch {
    return undefined;
  }
}
