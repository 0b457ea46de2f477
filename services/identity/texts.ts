/** Every text of the provider's pages and e-mails, in pt-BR. */
export const identityTexts = {
  loginTitle: "Entrar na conta Volkswagen",
  loginLead: "Use o e-mail e a senha da sua conta Volkswagen.",
  email: "E-mail",
  password: "Senha",
  loginSubmit: "Entrar",
  wrongCredentials: "E-mail ou senha incorretos.",
  locked: (minutes: number) =>
    `Muitas tentativas sem sucesso. Por segurança, aguarde ${minutes} ${minutes === 1 ? "minuto" : "minutos"} e tente novamente, ou redefina sua senha em “Esqueci minha senha”.`,
  tooManyAttempts: (seconds: number) => {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return `Muitas tentativas em pouco tempo. Por segurança, aguarde ${minutes} ${minutes === 1 ? "minuto" : "minutos"} e tente novamente.`;
  },
  forgotLink: "Esqueci minha senha",
  signUpLink: "Criar conta",
  noAccount: "Ainda não tem conta?",
  signUpTitle: "Criar conta Volkswagen",
  signUpLead: "Preencha seus dados. Enviaremos um código para confirmar seu e-mail.",
  name: "Nome completo",
  cpf: "CPF",
  phone: "Celular com DDD",
  passwordHint: "De 8 a 64 caracteres, com letra maiúscula, letra minúscula, número e símbolo.",
  termsLabel: "Li e aceito os Termos de Uso",
  termsHeading: "Termos de Uso",
  signUpSubmit: "Criar conta",
  haveAccount: "Já tem conta? Entrar",
  duplicate:
    "Não foi possível criar a conta: este e-mail ou CPF já está cadastrado. Se a conta é sua, entre com sua senha ou use “Esqueci minha senha”. Se você não reconhece esse cadastro, ligue para a Central de Relacionamento Volkswagen: 0800 019 5775.",
  fixFields: "Revise os campos destacados.",
  verifyTitle: "Confirme seu e-mail",
  verifyLead: (email: string) =>
    `Enviamos um código de 6 dígitos para ${email}. Ele vale por 15 minutos.`,
  code: "Código de verificação",
  verifySubmit: "Confirmar e-mail",
  resend: "Reenviar código",
  resent: "Enviamos um novo código para o seu e-mail.",
  wrongCode: "Código incorreto. Confira o último e-mail recebido.",
  expiredCode: "Este código expirou ou foi usado muitas vezes. Peça um novo código.",
  codeMailSubject: "Seu código de verificação Volkswagen",
  codeTooSoon: "Aguarde um minuto para pedir um novo código.",
  codeTooMany: (seconds: number) => {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    const wait = minutes >= 60 ? "1 hora" : `${minutes} ${minutes === 1 ? "minuto" : "minutos"}`;
    return `Muitos códigos enviados para este e-mail. Tente de novo em ${wait}.`;
  },
  // Without the name: a code goes to an address nobody has confirmed yet, and the name is
  // whatever the form said ("Visite http://…" would reach a stranger's inbox with our sender).
  codeMailText: (code: string) =>
    `Olá!\n\nSeu código de verificação é ${code}.\nEle vale por 15 minutos.\n\nSe você não pediu este código, ignore esta mensagem.\n\nVolkswagen do Brasil`,
  forgotTitle: "Esqueci minha senha",
  forgotLead: "Informe o e-mail da sua conta. Enviaremos um link para criar uma nova senha.",
  forgotSubmit: "Enviar link",
  forgotSent:
    "Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha. O link vale por 30 minutos e pode ser usado uma vez.",
  backToLogin: "Voltar para o login",
  resetMailSubject: "Crie uma nova senha da sua conta Volkswagen",
  // The name only for a confirmed e-mail: an unconfirmed account's name came from whoever typed it.
  resetMailText: (name: string | undefined, link: string) =>
    `${name ? `Olá, ${name}!` : "Olá!"}\n\nRecebemos um pedido para criar uma nova senha da sua conta Volkswagen.\nUse o link abaixo em até 30 minutos (ele funciona uma vez):\n\n${link}\n\nSe você não fez este pedido, ignore esta mensagem: sua senha continua a mesma.\n\nVolkswagen do Brasil`,
  resetTitle: "Criar nova senha",
  newPassword: "Nova senha",
  resetSubmit: "Salvar nova senha",
  resetDoneTitle: "Senha alterada",
  resetDoneLead:
    "Sua nova senha já vale. Por segurança, encerramos as sessões abertas da sua conta, no site e na Conta Volkswagen.",
  resetDoneLeadStorefrontPending:
    "Sua nova senha já vale. Por segurança, encerramos os logins abertos na sua Conta Volkswagen; uma sessão já aberta no site termina em até 1 hora.",
  backToStore: "Voltar para o site e entrar",
  resetUsedTitle: "Este link já foi usado",
  resetUsedLead: "Cada link de nova senha funciona uma vez. Peça um novo link para continuar.",
  resetExpiredTitle: "Este link expirou",
  resetExpiredLead: "O link de nova senha vale por 30 minutos. Peça um novo link para continuar.",
  resetUnknownTitle: "Link inválido",
  resetUnknownLead: "Não reconhecemos este link. Confira o endereço ou peça um novo link.",
  askNewLink: "Pedir um novo link",
  logoutTitle: "Saindo da sua conta",
  logoutLead: "Estamos encerrando sua sessão e levando você de volta ao site.",
  logoutSubmit: "Sair",
  logoutConfirmTitle: "Sair da Conta Volkswagen?",
  logoutConfirmLead:
    "Você será desconectado da Conta Volkswagen e do site neste navegador. Se não pediu para sair, volte ao site.",
  logoutStay: "Continuar conectado e voltar ao site",
  loggedOutTitle: "Você saiu da sua conta",
  loggedOutLead: "Sua sessão foi encerrada com segurança.",
  errorTitle: "Não foi possível continuar",
  errorLead:
    "O pedido de login expirou ou não é válido. Volte para o site e clique em Entrar novamente.",
  forbidden: "Pedido recusado: envie o formulário a partir desta página.",
  currentPasswordMissing: "Informe sua senha atual.",
  wrongCurrentPassword: "Senha atual incorreta.",
  samePassword: "A nova senha deve ser diferente da atual.",
  sameEmail: "Este já é o e-mail da sua conta. Informe um e-mail diferente.",
  emailChangedMailSubject: "O e-mail da sua conta Volkswagen foi alterado",
  emailChangedMailText: (name: string, newEmail: string) =>
    `Olá, ${name}!\n\nO e-mail da sua conta Volkswagen foi alterado para ${newEmail}. A partir de agora, use esse endereço para entrar.\n\nSe não foi você, fale com a Central de Relacionamento Volkswagen, 0800 019 5775, e peça o bloqueio da conta.\n\nVolkswagen do Brasil`,
} as const;
