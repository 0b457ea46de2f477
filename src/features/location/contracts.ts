import { z } from "zod";
import type { RouteContract } from "@/lib/http";
import { maxSuggestionLimit } from "./domain/place";

const coordinate = (name: string, limit: number) =>
  z
    .string({ error: `Informe a ${name}.` })
    .trim()
    .regex(/^-?\d{1,3}(\.\d+)?$/, `A ${name} deve ser um número, por exemplo -23.55.`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(-limit, `A ${name} deve estar entre -${limit} e ${limit}.`)
        .max(limit, `A ${name} deve estar entre -${limit} e ${limit}.`),
    );

/** SPEC.md section 3, Geolocation response. */
export const geolocationSchema = z.object({
  location: z.string().describe('Rótulo do local, por exemplo "Campinas - SP"'),
  state: z.string().describe('UF, por exemplo "SP"'),
  city: z.string().describe('Município, ou "ALL" quando o local é um estado inteiro (CEP)'),
  latitude: z.number(),
  longitude: z.number(),
  approximate: z.boolean().describe("Coordenadas aproximadas (local conhecido mais próximo)"),
});

export const geolocationByCoordinatesContract = {
  method: "GET",
  path: "/api/v1/geolocation",
  summary: "Município mais próximo de uma coordenada (geolocalização reversa)",
  tag: "Localização",
  auth: "api-key",
  query: z.object({ lat: coordinate("latitude", 90), lng: coordinate("longitude", 180) }),
  response: geolocationSchema,
  errors: [404, 429],
} satisfies RouteContract;

export const geolocationByTextContract = {
  method: "GET",
  path: "/api/v1/geolocation/{location}",
  summary: 'Local por texto: "Campinas - SP", "Campinas" ou um CEP',
  tag: "Localização",
  auth: "api-key",
  params: z.object({ location: z.string() }),
  response: geolocationSchema,
  errors: [404, 429],
} satisfies RouteContract;

export const placeSuggestionSchema = z.object({
  label: z.string(),
  city: z.string(),
  state: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  approximate: z.boolean(),
  kind: z.enum(["locality", "postal_code"]),
  ibgeCode: z.string().optional(),
  postalCode: z.string().optional(),
});

export const placesAutocompleteContract = {
  method: "GET",
  path: "/api/v1/places",
  summary: "Autocompletar cidades e CEPs do Brasil (sem acentos nem maiúsculas)",
  tag: "Localização",
  auth: "api-key",
  errors: [429],
  query: z.object({
    // Any text is accepted: what cannot be a place simply finds nothing.
    q: z.string().max(2000, "O texto da busca é longo demais.").default(""),
    limit: z.coerce.number().int().min(1).max(maxSuggestionLimit).default(8),
  }),
  response: z.object({ places: z.array(placeSuggestionSchema) }),
} satisfies RouteContract;

/** SPEC.md section 7, address-lookup helper: {address} -> success and data. */
export const addressLookupContract = {
  method: "POST",
  path: "/api/v1/address-lookup",
  summary: "Coordenadas de um endereço (cidade ou CEP); sem endereço, resultado vazio",
  tag: "Localização",
  auth: "api-key",
  // An open call that stores nothing (POST only to carry the address), limited per connection.
  callers: ["visitor"],
  errors: [429],
  body: z.object({ address: z.string().max(2000).optional() }).default({}),
  response: z.object({
    success: z.boolean(),
    data: z.union([
      z.object({
        location: z.string(),
        latitude: z.number(),
        longitude: z.number(),
        state: z.string(),
        city: z.string(),
      }),
      z.array(z.never()).length(0),
    ]),
  }),
} satisfies RouteContract;
