import { formatBRL } from "@/lib/format";
import { reaisToCents } from "@/lib/money";

export const reais = (value: number) => formatBRL(reaisToCents(value));
