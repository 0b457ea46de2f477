// The words of the compare toggle, the tray and the comparison bar (client islands).

export const compareTexts = {
  add: "Comparar",
  remove: "Remover da comparação",
  removeShort: "Remover",
  addLabel: (title: string) => `Comparar: ${title}`,
  removeLabel: (title: string) => `Remover da comparação: ${title}`,
  limit: "Você já escolheu 3 ofertas para comparar. Remova uma delas para incluir outra.",
  tray: (count: number) => `${count} de 3 ofertas para comparar`,
  open: "Comparar ofertas",
  clear: "Limpar comparação",
  closeNotice: "Fechar aviso",
} as const;

/** The comparison bar's skip link, shown with the bar. */
export const comparisonSkipLink = "Ir para a comparação";
