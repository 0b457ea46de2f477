/** pt-BR texts of the health answers. */
export const platformTexts = {
  errors: {
    databaseUnavailable: "Banco de dados indisponível.",
  },
} as const;
