import { z } from "zod";
import type { RouteContract } from "@/lib/http";

const categorySchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  questionCount: z.number().int(),
});

const questionSchema = z.object({
  slug: z.string().describe("Âncora da resposta: /ajuda/perguntas-frequentes#<slug>"),
  question: z.string(),
  answer: z.string().describe("Texto simples; parágrafos separados por uma linha em branco"),
  category: z.object({ slug: z.string(), name: z.string() }),
});

export const faqContract = {
  method: "GET",
  path: "/api/v1/core/faq",
  summary:
    "Perguntas frequentes: por categoria (nome ou slug; desconhecida = todas) ou busca por relevância, sem diferenciar acentos e maiúsculas",
  tag: "Ajuda",
  auth: "api-key",
  errors: [429],
  query: z.object({
    category: z.string().max(100, "Categoria inválida.").optional(),
    q: z.string().max(1000, "A busca aceita até 1.000 caracteres.").optional(),
  }),
  response: z.object({
    categories: z.array(categorySchema),
    category: categorySchema.nullable().describe("A categoria escolhida; null mostra todas"),
    query: z.string().nullable().describe("Os termos buscados, ou null sem busca"),
    questions: z.array(questionSchema),
  }),
} satisfies RouteContract;
