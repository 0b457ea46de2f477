import * as v from "valibot";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** `{dealerCode}` of "/api/v2/calendar/dealer/{dealerCode}/{date}", as a union of names. */
type ParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

export type PathParams<Path extends string> = Record<ParamNames<Path>, string | number>;

/**
 * One API operation as the browser sees it: the method and path of its route contract, the
 * body it sends, and a client-safe schema of the answer's fields the browser reads.
 * tests check that each one names an operation of the OpenAPI document.
 */
export interface Endpoint<Path extends string, Body, Answer> {
  readonly method: HttpMethod;
  readonly path: Path;
  readonly answer: v.GenericSchema<unknown, Answer>;
  /** Types the body; the value is never read. */
  readonly body?: Body;
  withBody<Next>(): Endpoint<Path, Next, Answer>;
}

export function endpoint<const Path extends string, Answer>(
  method: HttpMethod,
  path: Path,
  answer: v.GenericSchema<unknown, Answer>,
): Endpoint<Path, undefined, Answer> {
  const described = {
    method,
    path,
    answer,
    withBody: () => described,
  };
  return described as Endpoint<Path, undefined, Answer>;
}

export function endpointUrl(
  path: string,
  params: Record<string, string | number> | undefined,
  query: Record<string, string | number | boolean | undefined> | undefined,
): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`endpoint ${path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/** An answer whose fields the browser does not read: only its success matters. */
export const acknowledgement = v.object({});
