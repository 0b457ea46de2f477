/**
 * The storefront's terms of use, versioned. Publishing a new version (appending it here) makes every
 * owner accept it again before any other page; the version accepted is kept per owner.
 */
export interface TermsOfUse {
  version: string;
  publishedOn: string;
  title: string;
  sections: { heading: string; text: string }[];
}

export const termsOfUseVersions: readonly TermsOfUse[] = [
  {
    version: "2026-11",
    publishedOn: "2026-11-01",
    title: "Termos de Uso da conta Volkswagen",
    sections: [
      {
        heading: "1. Sobre a conta",
        text: "A conta Volkswagen dá acesso às ofertas personalizadas, ao cadastro dos seus veículos, ao agendamento de revisões e serviços nas concessionárias e à consulta de recalls. Ela é pessoal e intransferível.",
      },
      {
        heading: "2. Seus dados",
        text: "Usamos nome, e-mail, CPF, celular e endereço para identificar você, confirmar a propriedade dos veículos e falar com você pelo canal que preferir. Tratamos esses dados conforme a Lei Geral de Proteção de Dados (Lei 13.709/2018) e o Aviso de Privacidade.",
      },
      {
        heading: "3. Seus direitos",
        text: "Em Minha conta você consulta e corrige seus dados, baixa uma cópia deles e pode excluir a conta a qualquer momento. A exclusão apaga seus dados pessoais, seus veículos vinculados e seus agendamentos.",
      },
      {
        heading: "4. Segurança",
        text: "Guarde sua senha em sigilo. Nunca pedimos sua senha por e-mail, telefone ou WhatsApp. Ao perceber uso indevido, altere a senha em Minha conta.",
      },
      {
        heading: "5. Alterações",
        text: "Quando estes termos mudarem, pediremos seu aceite novamente antes de você continuar usando a conta.",
      },
    ],
  },
];

export function currentTermsOfUse(): TermsOfUse {
  const current = termsOfUseVersions.at(-1);
  if (!current) throw new Error("no terms of use published");
  return current;
}
