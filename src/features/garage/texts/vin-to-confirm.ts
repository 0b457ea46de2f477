// The "Confirmar veículo" chassi field's words: they load with its card, not with /cadastro.
export const vinToConfirmTexts = {
  label: "Chassi",
  hint: "Encontrado pela placa, o veículo entra na garagem com o chassi completo: os 17 caracteres do documento do veículo (CRLV).",
  mismatch:
    "O chassi não confere com o veículo desta placa. Confira no documento do veículo (CRLV).",
};
