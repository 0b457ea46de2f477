export const fieldTexts = {
  vinOrPlate: "Chassi ou placa",
  vinOrPlateHint: "Chassi com 17 caracteres ou placa no formato ABC-1234 ou ABC1D23.",
  nickname: "Apelido do veículo",
  renavam: "RENAVAM",
  renavamHint: "11 dígitos (9 nos emitidos até 2012), como no documento do veículo (CRLV).",
  mileage: "Quilometragem atual (km)",
  confirmLower:
    "Confirmo que a quilometragem é menor que a última registrada (troca de painel ou correção).",
} as const;
