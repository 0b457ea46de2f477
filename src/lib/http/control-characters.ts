import { apiErrors, type FieldErrors } from "./api-error";

// C0 controls except tab, line feed and carriage return; DEL and the C1 controls.

const forbidden = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const controlCharacterMessage = "Remova os caracteres de controle (invisíveis) deste campo.";

function collect(value: unknown, path: string, fields: FieldErrors): void {
  if (typeof value === "string") {
    if (forbidden.test(value)) fields[path || "_"] ??= controlCharacterMessage;
  } else if (Array.isArray(value)) {
    value.forEach((item, index) =>
      collect(item, path ? `${path}.${index}` : String(index), fields),
    );
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (forbidden.test(key)) fields[path || "_"] ??= controlCharacterMessage;
      collect(item, path ? `${path}.${key}` : key, fields);
    }
  }
}

/**
 * Refuses input with control characters (a NUL cannot be stored in PostgreSQL text and nothing a
 * person types holds one) with a 400 naming each field, before any schema or database sees it.
 */
export function refuseControlCharacters(value: unknown, what: string): void {
  const fields: FieldErrors = {};
  collect(value, "", fields);
  if (Object.keys(fields).length > 0) {
    throw apiErrors.validation(`Caracteres de controle não são aceitos em ${what}.`, fields);
  }
}
