export const analyticsTexts = {
  bannerLabel: "Aviso de cookies",
  bannerText:
    "Usamos cookies de análise para entender como o site é usado e melhorá-lo, de acordo com a LGPD.",
  policy: "Política de cookies",
  accept: "Aceitar cookies",
  reject: "Recusar",
  preferences: "Preferências de cookies",
} as const;
