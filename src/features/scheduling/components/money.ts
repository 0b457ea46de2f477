import { formatBRL } from "@/lib/format";

export const reais = (value: number) => formatBRL(Math.round(value * 100));
