import { z } from "zod";

// zod's own "pt" locale is European Portuguese and speaks of types ("esperava um número, recebeu
// um texto"). Schemas carry their own message wherever a form shows one; this map answers for
// every other field the API refuses, in the words a Brazilian site uses for a form.

const formats: Record<string, string> = {
  email: "Informe um e-mail válido.",
  url: "Informe um endereço (URL) válido.",
  uuid: "Informe um identificador válido.",
  guid: "Informe um identificador válido.",
  datetime: "Informe data e hora válidas.",
  date: "Informe uma data válida (AAAA-MM-DD).",
  time: "Informe um horário válido (HH:MM).",
};

const expectedKinds: Record<string, string> = {
  string: "Informe um texto.",
  number: "Informe um número.",
  int: "Informe um número inteiro.",
  boolean: "Informe sim ou não (true ou false).",
  array: "Envie uma lista.",
  object: "Envie os dados como um objeto JSON.",
  date: "Informe uma data válida.",
};

// Years and small figures read as written (2099); larger ones with the Brazilian grouping and
// decimal comma (999.999; 2,5).
const figure = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2 });
function shown(value: number): string {
  return Math.abs(value) >= 10_000 || !Number.isInteger(value)
    ? figure.format(value)
    : String(value);
}

function sizeUnit(origin: string, count: number): string {
  if (origin === "string") return count === 1 ? "caractere" : "caracteres";
  return count === 1 ? "item" : "itens";
}

function tooBig(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooBig>): string {
  const maximum = Number(issue.maximum);
  if (issue.origin === "string" || issue.origin === "array" || issue.origin === "set") {
    const limit = issue.inclusive === false ? maximum - 1 : maximum;
    return `Use no máximo ${limit} ${sizeUnit(issue.origin, limit)}.`;
  }
  return issue.inclusive === false
    ? `Informe um valor menor que ${shown(maximum)}.`
    : `Informe um valor de até ${shown(maximum)}.`;
}

function tooSmall(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooSmall>): string {
  const minimum = Number(issue.minimum);
  if (issue.origin === "string" || issue.origin === "array" || issue.origin === "set") {
    const limit = issue.inclusive === false ? minimum + 1 : minimum;
    if (limit <= 1) return "Preencha este campo.";
    return `Use pelo menos ${limit} ${sizeUnit(issue.origin, limit)}.`;
  }
  return issue.inclusive === false
    ? `Informe um valor maior que ${shown(minimum)}.`
    : `Informe um valor a partir de ${shown(minimum)}.`;
}

function listOf(values: readonly unknown[]): string {
  return values.map((value) => String(value)).join(", ");
}

/** The message of a refused field, in pt-BR, when its schema does not name one. */
export function brazilianMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.input === null) return "Preencha este campo.";
      return expectedKinds[issue.expected] ?? "Valor inválido.";
    case "invalid_value":
      return issue.values.length === 1
        ? `Informe ${listOf(issue.values)}.`
        : `Escolha uma destas opções: ${listOf(issue.values)}.`;
    case "too_big":
      return tooBig(issue);
    case "too_small":
      return tooSmall(issue);
    case "invalid_format":
      return formats[issue.format] ?? "Formato inválido.";
    case "not_multiple_of":
      return `Informe um múltiplo de ${String(issue.divisor)}.`;
    case "unrecognized_keys":
      return issue.keys.length === 1
        ? `Campo não reconhecido: ${listOf(issue.keys)}.`
        : `Campos não reconhecidos: ${listOf(issue.keys)}.`;
    default:
      return "Valor inválido.";
  }
}

z.config({ localeError: brazilianMessage });

export { z };
