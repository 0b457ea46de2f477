/**
 * The launcher's own texts, in a module of their own: the offer page's first load carries these
 * two strings and nothing else of the simulator (texts.ts builds number formatters on import).
 */
export const simulatorLauncherTexts = {
  open: "Simular financiamento",
  openFor: (title: string) => `Simular financiamento: ${title}`,
  loading: "Carregando simulador",
} as const;
