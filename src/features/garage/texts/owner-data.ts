/** Etapa 1's owner data: read on the server only, so /cadastro's script does not carry them. */
export const ownerDataTexts = {
  title: "Seus dados",
  name: "Nome",
  email: "E-mail",
  cpf: "CPF",
  phone: "Celular",
  change: "Alterar em Minha conta",
} as const;
