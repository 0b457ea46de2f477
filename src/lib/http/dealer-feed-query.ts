import { z } from "zod";

/**
 * The query every dealer feed (leads, bookings, correction requests) reads the same way: from
 * when, and how many at most, so a dealer's system pages through each with one loop.
 */
export const dealerFeedQuery = {
  since: z.iso.datetime({ error: "since deve ser uma data ISO 8601.", offset: true }).optional(),
  limit: z.coerce
    .number({ error: "limit deve ser um número de 1 a 100." })
    .int("limit deve ser um número de 1 a 100.")
    .min(1, "limit deve ser um número de 1 a 100.")
    .max(100, "limit deve ser um número de 1 a 100.")
    .default(50),
};
