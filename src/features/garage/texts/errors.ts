import { vehicleStateTexts } from "./vehicle-states";

export const errorTexts = {
  notFound: "Veículo não encontrado.",
  notFoundHelp:
    "Confira o chassi ou a placa no documento do veículo (CRLV): o chassi tem 17 caracteres, sem as letras I, O e Q, e também está gravado no para-brisa e na coluna da porta. Se estiver certo e o veículo não aparecer, ligue para a Central de Relacionamento Volkswagen: 0800 019 5775.",
  notInGarage: "Veículo não encontrado na sua garagem.",
  tooManyLookups: "Muitas buscas de veículo em pouco tempo.",
  tooManyVinChecks:
    "Muitas tentativas de chassi hoje. Confira o chassi no documento do veículo (CRLV).",
  inAnotherGarage: vehicleStateTexts.inAnotherGarage,
  alreadyYours: vehicleStateTexts.alreadyYours,
  renavamTaken: "Este RENAVAM já está cadastrado em outro veículo. Confira o número no CRLV.",
  transferPending: vehicleStateTexts.transferPending,
  transferNotFound: "Pedido de transferência não encontrado.",
  transferRecentlyDeclined:
    "O proprietário atual recusou o seu pedido de transferência deste veículo. Você poderá pedir de novo 24 horas depois da recusa; se comprou o veículo, fale com quem o vendeu.",
  dealerNotFound: "Concessionária não encontrada.",
  notInAnotherGarage: "Este veículo não está em outra garagem: adicione-o diretamente.",
  garageFull: (limit: number) =>
    `Sua garagem já tem ${limit} veículos, o máximo por proprietário. Para adicionar outro, remova um veículo da garagem.`,
  requesterGarageFull: (limit: number) =>
    `A garagem de quem pediu a transferência já tem ${limit} veículos, o máximo por proprietário. O pedido fica em aberto até um veículo sair da garagem dessa pessoa; você também pode recusá-lo.`,
  dealerRequired: "Escolha uma concessionária para concluir o cadastro.",
  registrationVehicle: vehicleStateTexts.registrationVehicle,
  stale: "Os dados mudaram enquanto você editava. Atualize a página e tente de novo.",
} as const;
