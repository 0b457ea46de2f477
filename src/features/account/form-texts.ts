/**
 * The words of "Minha conta"'s forms, which run in the browser as the page starts. Apart from
 * accountTexts, whose other words (the page's head, the terms, the deletion's dialog) the server
 * writes or load with their dialog.
 */
export const accountFormTexts = {
  personalData: "Dados pessoais",
  name: "Nome completo",
  cpf: "CPF",
  phone: "Celular com DDD",
  address: "Endereço",
  cep: "CEP",
  // The embedded CEP table knows places, not streets (decision 055): the note says what is left.
  cepFound: (city: string, state: string) =>
    `CEP de ${city} - ${state}. Não temos a rua deste CEP: informe Rua / Avenida e Número.`,
  cepStateOnly: (state: string) =>
    `CEP do estado ${state}. Não temos a cidade nem a rua deste CEP: informe Cidade, Rua / Avenida e Número.`,
  cepNotFound: "Não encontramos este CEP. Confira os números ou preencha cidade e estado.",
  street: "Rua / Avenida",
  number: "Número",
  complement: "Complemento (opcional)",
  district: "Bairro",
  city: "Cidade",
  state: "Estado (UF)",
  contactPreference: "Como prefere ser contatado",
  contactOptions: { 1: "E-mail", 2: "Telefone", 3: "WhatsApp" } as Record<1 | 2 | 3, string>,
  save: "Salvar dados",
  saved: "Dados salvos.",
  saveError: "Não foi possível salvar. Revise os campos e tente novamente.",
  emailSection: "E-mail de acesso",
  currentEmail: (email: string) => `E-mail atual: ${email}`,
  newEmail: "Novo e-mail",
  emailPasswordHint: "Por segurança, confirme com a senha que você usa para entrar.",
  sendCode: "Enviar código",
  codeSent: (email: string) => `Enviamos um código de 6 dígitos para ${email}.`,
  code: "Código de verificação",
  confirmEmail: "Confirmar novo e-mail",
  correctEmail: "Corrigir e-mail ou pedir outro código",
  emailChanged: "E-mail alterado.",
  passwordSection: "Senha",
  currentPassword: "Senha atual",
  newPassword: "Nova senha",
  passwordHint: "De 8 a 64 caracteres, com letra maiúscula, letra minúscula, número e símbolo.",
  changePassword: "Alterar senha",
  passwordChanged: "Senha alterada.",
  deleteAccount: "Excluir minha conta",
} as const;
