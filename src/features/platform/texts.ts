/** pt-BR texts of the health answers. */
export const platformTexts = {
  errors: {
    databaseUnavailable: "Banco de dados indisponível.",
    shuttingDown: "Instância em desligamento: as novas requisições vão para outra.",
  },
} as const;
