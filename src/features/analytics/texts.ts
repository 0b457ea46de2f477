export const analyticsTexts = {
  bannerLabel: "Aviso de cookies",
  bannerText:
    "Usamos cookies de análise para entender como o site é usado e melhorar sua experiência, de acordo com a LGPD. Você pode aceitar ou recusar.",
  policy: "Política de cookies",
  accept: "Aceitar cookies",
  reject: "Recusar",
  preferences: "Preferências de cookies",
} as const;
