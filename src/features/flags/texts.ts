/** pt-BR texts of the flag administration. */
export const flagsTexts = {
  /** What a flag's value must be, by the type of its default. */
  valueTypes: {
    boolean: "verdadeiro ou falso (true/false)",
    string: "um texto",
    number: "um número",
  },
  errors: {
    invalidValue: (key: string) => `Valor inválido para ${key}.`,
    valueType: (key: string, typeName: string) => `O valor de ${key} deve ser ${typeName}.`,
  },
} as const;
