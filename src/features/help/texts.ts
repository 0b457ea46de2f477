export const helpTexts = {
  home: {
    title: "Central de ajuda",
    metaTitle: "Central de ajuda",
    intro: "Tire dúvidas sobre cadastro, agendamento, ofertas, recall, garagem e privacidade.",
    categoriesHeading: "Navegue por assunto",
    questionCount: (count: number) => (count === 1 ? "1 pergunta" : `${count} perguntas`),
    allQuestions: "Ver todas as perguntas frequentes",
    contactHeading: "Fale com a Volkswagen",
    contactIntro: "Não encontrou o que procurava? Nossa equipe atende você.",
  },
  faq: {
    title: "Perguntas frequentes",
    metaTitle: "Perguntas frequentes",
    intro: "Respostas para as dúvidas mais comuns de quem compra e de quem já tem um Volkswagen.",
    categoriesNav: "Assuntos",
    allCategories: "Todos os assuntos",
    resultsHeading: (count: number, query: string) =>
      count === 1 ? `1 resultado para “${query}”` : `${count} resultados para “${query}”`,
    noResults: (query: string) => `Nenhuma pergunta encontrada para “${query}”.`,
    searchNotRun: (query: string) => `A busca por “${query}” não foi feita.`,
    noResultsHint:
      "Tente outras palavras, confira a grafia ou navegue pelos assuntos abaixo. Se preferir, fale com a Volkswagen.",
    clearSearch: "Limpar busca",
    copyLink: "Link desta resposta",
  },
  search: {
    label: "Buscar nas perguntas frequentes",
    placeholder: "Ex.: agendar revisão",
    submit: "Buscar",
  },
  channels: [
    {
      title: "Central de Relacionamento",
      detail: "0800 019 5775",
      href: "tel:08000195775",
      hours: "Segunda a sexta, das 8h às 20h; sábado, das 8h às 14h.",
    },
    {
      title: "Fale conosco",
      detail: "Formulário no site institucional",
      href: "https://www.vw.com.br/pt/fale-conosco.html",
      hours: "Resposta por e-mail em até 2 dias úteis.",
    },
    {
      title: "Privacidade e dados pessoais",
      detail: "Canal de privacidade e proteção de dados",
      href: "https://www.vw.com.br/pt/canal-de-privacidade.html",
      hours: "Pedidos pela LGPD respondidos em até 15 dias.",
    },
  ],
  newTab: "(abre em nova aba)",
  /** The 429 of each rate limit (decision 019); the wait is added to it. */
  rateLimits: {
    faqSearch: "Muitas buscas feitas desta conexão.",
  },
} as const;
