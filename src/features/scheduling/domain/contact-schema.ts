// zod/mini: the review step checks the contact in the browser, where the full zod API would add
// about 24 kB gzip to /agendamento's first load; the booking body includes this same schema.
import * as z from "zod/mini";
import { isMobilePhone, normalizePhone } from "@/lib/brazilian-phone";
import { schedulingTexts } from "../texts";
import { hasNoControlCharacter } from "./text-rules";

const t = schedulingTexts.errors;

/** Who the dealer calls about the booking. */
export const contactSchema = z.object({
  name: z
    .string({ error: t.name })
    .check(
      z.trim(),
      z.minLength(3, t.name),
      z.maxLength(120, t.name),
      z.refine(hasNoControlCharacter, t.name),
    ),
  email: z.email({ error: t.email }).check(z.maxLength(200, t.email)),
  phone: z.pipe(
    z.pipe(
      z.string({ error: t.phone }),
      // Written as a browser fills it ("+55 11 9…") or dialled with the trunk 0, it is one number.
      z.transform((value: string) => normalizePhone(value) ?? ""),
    ),
    // "Celular com DDD": the dealer may text or WhatsApp it, so a landline is refused.
    z.string().check(z.refine(isMobilePhone, t.phone)),
  ),
  preference: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});
