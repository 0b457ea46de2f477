import { z } from "zod";

/**
 * The query every dealer feed (leads, bookings, correction requests) reads the same way: from
 * when (inclusive, oldest first), and how many at most, so a dealer's system pages through each
 * with one loop that asks again from the last item's time.
 */
export const dealerFeedQuery = {
  since: z.iso
    .datetime({ error: "since deve ser uma data ISO 8601.", offset: true })
    .optional()
    .describe(
      "A partir de quando, inclusive (ISO 8601). Para a página seguinte, repita com o instante do último item recebido: ele volta no começo da página, e os seguintes vêm depois dele.",
    ),
  limit: z.coerce
    .number({ error: "limit deve ser um número de 1 a 100." })
    .int("limit deve ser um número de 1 a 100.")
    .min(1, "limit deve ser um número de 1 a 100.")
    .max(100, "limit deve ser um número de 1 a 100.")
    .default(50),
};
