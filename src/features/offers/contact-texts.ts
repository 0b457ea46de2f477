// The words of a dealer's contact links (a client island).

export const contactTexts = {
  whatsapp: (dealer: string) => `WhatsApp da ${dealer}`,
  whatsappShort: "WhatsApp",
  phone: (dealer: string) => `Ligar para ${dealer}`,
  phoneShort: "Ligar",
} as const;
