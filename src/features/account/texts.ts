import { accountFormTexts } from "./form-texts";

export const accountTexts = {
  ...accountFormTexts,
  pageTitle: "Minha conta",
  pageDescription: "Seus dados, sua senha, os Termos de Uso e a exclusão da conta Volkswagen.",
  cepLookup: "Buscar CEP",
  termsSection: "Termos de Uso",
  termsAcceptedOn: (version: string) => `Você aceitou a versão ${version} dos Termos de Uso.`,
  termsRead: "Ler os Termos de Uso",
  dataSection: "Seus dados (LGPD)",
  dataLead:
    "Baixe uma cópia dos seus dados ou exclua sua conta. A exclusão apaga seus dados pessoais, desvincula seus veículos e remove seus agendamentos. Ela não pode ser desfeita.",
  download: "Baixar meus dados",
  deleteConfirmTitle: "Excluir sua conta?",
  deleteConfirmText:
    "Seus dados pessoais, veículos vinculados e agendamentos serão apagados e você sairá de todas as sessões. Para confirmar, digite EXCLUIR e sua senha atual.",
  deleteConfirmLabel: "Digite EXCLUIR para confirmar",
  deleteConfirmWord: "EXCLUIR",
  deleteConfirm: "Excluir definitivamente",
  cancel: "Cancelar",
  deleted: "Sua conta foi excluída.",
  termsPageTitle: "Termos de Uso",
  termsPageDescription: "Os Termos de Uso da conta Volkswagen.",
  termsNewVersion: "Os Termos de Uso mudaram. Leia e aceite a nova versão para continuar.",
  termsAccept: "Li e aceito os Termos de Uso",
  termsAccepted: "Você aceitou a versão atual dos Termos de Uso.",
  accountDeleted:
    "Sua conta foi excluída. Apagamos seus dados, veículos e agendamentos; para voltar, crie uma nova conta.",
  termsVersion: (version: string, date: string) => `Versão ${version}, publicada em ${date}.`,
  /** What the account calls answer when they refuse or the identity provider fails. */
  errors: {
    termsChanged: "Os Termos de Uso mudaram. Recarregue a página e leia a versão atual.",
    accountNotFound: "Conta não encontrada.",
    operationFailed: "Não foi possível concluir a operação.",
    accountsUnavailable: "O serviço de contas está indisponível. Tente novamente em instantes.",
  },
} as const;
