import { chooserTexts } from "./chooser-texts";

/** pt-BR texts of the location chooser (SPEC.md sections 4, 5 and 8 where quoted there). */
export const locationTexts = {
  ...chooserTexts,
  dialogTitle: "Escolha sua localização",
  dialogDescription: "Mostramos ofertas e concessionárias perto do local escolhido.",
  inputLabel: "Cidade ou CEP",
  placeholder: "Digite cidade ou CEP",
  suggestions: "Sugestões de cidades e CEPs",
  noResults: "Nenhuma cidade ou CEP encontrado.",
  resultsAvailable: (count: number) =>
    count === 1 ? "1 sugestão disponível." : `${count} sugestões disponíveis.`,
  approximate: "(aproximada)",
  wholeState: "estado inteiro",
  useMyLocation: "Usar minha localização",
  locating: "Obtendo sua localização",
  confirm: "Confirmar",
  confirming: "Mudando localização",
  close: "Fechar",
  /** What the offers and dealers of a page are based on, by how the place was obtained. */
  basis: {
    DEFAULT: "Região padrão: informe sua localização para ver o que há perto de você.",
    GEOLOCATION: "Com base na localização do seu dispositivo.",
    CUSTOM: "Com base no local que você escolheu.",
  },
  errors: {
    placeNotFound: "Nenhuma localidade encontrada para esta busca.",
  },
  /** The 429 of each rate limit (decision 019); the wait is added to it. */
  rateLimits: {
    address: "Muitas buscas de endereço desta conexão.",
    places: "Muitas buscas de cidades desta conexão.",
    geolocation: "Muitas consultas de localização desta conexão.",
  },
} as const;
