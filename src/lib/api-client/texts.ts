export const apiClientTexts = {
  unavailable: "Não foi possível concluir agora. Tente novamente.",
  offline: "Sem conexão. Verifique sua internet e tente novamente.",
} as const;
