export const validationTexts = {
  // The chassi's messages, the garage's and the recall look-up's alike (field-messages.ts).
  vinRequired: "Informe o chassi do veículo.",
  vinLength: "O chassi tem 17 caracteres.",
  vinCharacters: "Use apenas letras e números.",
  vinPlateInstead:
    "Isto é uma placa. Informe o chassi: são 17 caracteres, no documento do veículo (CRLV).",
  vinForbiddenLetters: "O chassi não usa as letras I, O e Q.",
  vinManufacturer: "Este chassi não é de um Volkswagen: ele começa com 9BW, 8AW, 3VW ou WVW.",
  vinCheckDigit:
    "O dígito verificador (9º caractere) deste chassi não confere. Confira os caracteres.",
  vinOrPlate: "Informe o chassi (17 caracteres) ou a placa (ABC-1234 ou ABC1D23).",
  plate: "Placa inválida. Use o formato antigo (ABC-1234) ou o Mercosul (ABC1D23).",
  renavam:
    "RENAVAM inválido. São 11 dígitos (9 nos emitidos até 2012) e o último é o dígito verificador; confira no CRLV.",
  nicknameEmpty: "Informe um apelido ou deixe o campo como estava.",
  nicknameLong: "O apelido tem no máximo 30 caracteres.",
  nicknameCharacters:
    "O apelido não pode ter caracteres invisíveis de controle ou de direção do texto.",
  mileageWhole: "Informe a quilometragem em quilômetros inteiros.",
  mileageNegative: "A quilometragem não pode ser negativa.",
  mileageTooHigh: "Quilometragem acima do possível. Confira o valor.",
  mileageLower: (lastKm: string) =>
    `A quilometragem é menor que a última registrada (${lastKm} km). Confirme se o valor está certo.`,
  vehicleId: "Veículo inválido.",
  dealerId: "Concessionária inválida.",
  step: "Etapa inválida do cadastro.",
} as const;
