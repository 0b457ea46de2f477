// A lead's phone may be a landline ("Celular ou telefone"); WhatsApp, as its contact, asks for a
// mobile (lead-rules.ts).
export { formatPhone, isMobilePhone, isValidPhone, normalizePhone } from "@/lib/brazilian-phone";
