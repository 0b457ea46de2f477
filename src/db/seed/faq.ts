/**
 * The help centre's questions, as owners and shoppers ask them at the brand's customer service.
 * Slugs are derived from the question text once, so a deep link (#slug) keeps working as long as
 * the question keeps its wording.
 */
export interface FaqCategorySeed {
  slug: string;
  name: string;
  description: string;
  questions: readonly (readonly [question: string, answer: string])[];
}

export function faqSlug(question: string): string {
  return question
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 80)
    .replace(/-$/, "");
}

export const faqSeed: readonly FaqCategorySeed[] = [
  {
    slug: "cadastro-e-login",
    name: "Cadastro e login",
    description: "Criar sua conta, entrar, recuperar a senha e completar o cadastro.",
    questions: [
      [
        "Como faço meu cadastro no site?",
        "Toque em Entrar, no topo da página, e depois em Entrar ou cadastrar. Informe seu nome, e-mail e uma senha, aceite os termos de uso e confirme o e-mail com o código que enviamos.\n\nNo primeiro acesso pedimos os dados do seu veículo e a concessionária de sua preferência. Você pode pular essa etapa e completar depois pela garagem.",
      ],
      [
        "Não recebi o código de confirmação do e-mail. O que faço?",
        "O código chega em poucos minutos. Confira a caixa de spam e a aba Promoções e verifique se o e-mail informado está correto.\n\nSe ainda assim não chegar, peça um novo código na mesma tela: o código anterior deixa de valer e apenas o mais recente é aceito.",
      ],
      [
        "Esqueci minha senha. Como recupero o acesso?",
        "Na tela de login, toque em Esqueci minha senha e informe o e-mail da sua conta. Enviaremos um link para criar uma nova senha, válido por 1 hora.\n\nPor segurança, a nova senha não pode ser igual à anterior e precisa ter ao menos 8 caracteres.",
      ],
      [
        "Posso entrar com minha conta do Google ou da Apple?",
        "Sim. Na tela de login, escolha Continuar com Google ou Continuar com Apple. Se já existir um cadastro com o mesmo e-mail, as duas formas de acesso passam a levar à mesma conta.",
      ],
      [
        "Por que o site pede para completar meu cadastro depois do login?",
        "No primeiro acesso o cadastro ainda não está completo: faltam o veículo e a concessionária preferida. Enquanto isso não for concluído, mostramos a tela de cadastro após o login.\n\nAssim podemos mostrar o plano de revisões do seu carro, recalls e a concessionária mais próxima.",
      ],
      [
        "Como altero o e-mail da minha conta?",
        "Acesse Minha conta, depois Dados pessoais, e toque em Alterar e-mail. Enviaremos um código de confirmação para o novo endereço; a troca só vale depois que você informar esse código.",
      ],
      [
        "Minha sessão expirou. Por que preciso entrar de novo?",
        "Por segurança, o acesso vale por 1 hora. Depois desse tempo o site encerra a sessão automaticamente e pede um novo login, o que protege seus dados em computadores compartilhados.",
      ],
      [
        "Minha conta foi bloqueada após várias tentativas de login. E agora?",
        "Depois de várias senhas erradas seguidas, o login fica bloqueado por alguns minutos para impedir tentativas automáticas. Aguarde 15 minutos ou use Esqueci minha senha para criar uma nova.",
      ],
      [
        "Como excluo minha conta?",
        "Em Minha conta, escolha Privacidade e depois Excluir conta. Seus dados de cadastro e a garagem são apagados em até 15 dias, exceto o que a lei nos obriga a guardar, como registros de atendimento de recall.",
      ],
      [
        "O guia de cadastro mostra o passo a passo?",
        "Sim. No menu de visitante, toque em Guia de cadastro para ver, em 7 telas, como acessar, entrar, criar e-mail e senha, aceitar os termos, confirmar o e-mail, completar o cadastro e começar a usar.",
      ],
      [
        "Posso usar a mesma conta no aplicativo e no site?",
        "Sim. A conta Volkswagen é a mesma no site, no aplicativo e nas concessionárias: entre com o mesmo e-mail e senha em qualquer um deles.",
      ],
    ],
  },
  {
    slug: "agendamento",
    name: "Agendamento",
    description: "Agendar revisões e serviços, remarcar, cancelar e o que levar.",
    questions: [
      [
        "Como agendar a revisão do meu carro?",
        "Entre na sua conta, abra Agendamento de serviços e escolha o veículo. O site mostra a revisão prevista pelo plano (a cada 12 meses ou 10.000 km, o que vier primeiro), o preço na concessionária escolhida e os horários livres.\n\nEscolha o dia, o turno (manhã ou tarde) e o consultor, confirme seus dados de contato e pronto: você recebe a confirmação por e-mail.",
      ],
      [
        "Posso agendar a revisão sem ter cadastro?",
        "Para agendar é preciso entrar na sua conta, porque o agendamento fica ligado ao seu veículo e ao histórico de revisões. O cadastro é gratuito e leva poucos minutos.",
      ],
      [
        "Como remarcar ou cancelar um agendamento?",
        "Em Minha garagem, na aba Revisões e Serviços, abra o agendamento em Meus agendamentos e toque em Reagendar (para remarcar em outro dia ou horário) ou em Cancelar agendamento. É possível até o horário marcado; se puder, faça isso com 24 horas de antecedência, para liberar o horário a outro cliente.",
      ],
      [
        "Quanto custa a revisão agendada pelo site?",
        "O preço de cada revisão do plano aparece antes da confirmação, já com peças e mão de obra, e é o mesmo cobrado na concessionária. Serviços adicionais escolhidos por você somam ao total; alguns itens têm preço sob consulta e são orçados na oficina.",
      ],
      [
        "Qual é o intervalo entre as revisões?",
        "O plano de manutenção prevê uma revisão a cada 12 meses ou 10.000 km, o que acontecer primeiro. Cumprir o plano nas datas mantém a garantia de fábrica do veículo.",
      ],
      [
        "O que devo levar no dia da revisão?",
        "Leve o documento do veículo (CRLV), um documento com foto e o manual de garantia, se tiver a versão impressa. Retire objetos de valor do carro e chegue com 10 minutos de antecedência.",
      ],
      [
        "Quanto tempo demora uma revisão?",
        "A maioria das revisões fica pronta no mesmo dia, entre 2 e 4 horas. O consultor informa a previsão de entrega na recepção e avisa se algum item precisar de mais tempo.",
      ],
      [
        "Posso agendar outros serviços além da revisão?",
        "Sim. No agendamento, escolha Serviços adicionais para incluir itens como alinhamento e balanceamento, higienização do ar-condicionado, troca de pastilhas de freio ou palhetas.",
      ],
      [
        "Como relatar um barulho ou defeito ao agendar?",
        "Escolha Relatar um problema no agendamento e descreva o que acontece: quando começou, em que situação aparece e se há luz acesa no painel. O consultor recebe a descrição antes da sua chegada.",
      ],
      [
        "Como agendar o atendimento de um recall?",
        "Na página Recall, confira as campanhas em andamento e os veículos envolvidos. Se o seu estiver entre eles, abra Agendamento de serviços, escolha Recall e informe o número da campanha: o reparo entra sem custo e você escolhe a concessionária, o dia e o horário. Quando a consulta pelo chassi estiver disponível na página Recall, o botão Agendar atendimento já começa o agendamento com a campanha incluída.",
      ],
      [
        "Vou receber uma confirmação do agendamento?",
        "Sim. Enviamos um e-mail com a data, o horário, a concessionária, o consultor e os serviços escolhidos, com o arquivo de agenda (.ics), que traz um lembrete para a véspera.",
      ],
    ],
  },
  {
    slug: "ofertas",
    name: "Ofertas",
    description: "Ofertas por modelo, da rede de concessionárias, vendas diretas e financiamento.",
    questions: [
      [
        "As ofertas valem para todo o Brasil?",
        "Depende da oferta. Algumas valem em todo o país; outras só em um estado, uma cidade ou em concessionárias específicas. Informe sua localização no topo da página para ver as ofertas válidas perto de você.",
      ],
      [
        "Qual é a validade de uma oferta?",
        "Cada oferta mostra o período de validade e as condições na sua página. Depois da data final ela deixa de aparecer no site, e as condições podem mudar sem aviso durante a validade, enquanto durarem os estoques.",
      ],
      [
        "O que são as ofertas da rede de concessionárias?",
        "São condições criadas pelas próprias concessionárias, com estoque e preço da loja. Elas aparecem em Ofertas da rede de concessionárias e indicam a concessionária responsável.",
      ],
      [
        "Quem pode comprar pelas vendas diretas?",
        "As vendas diretas atendem públicos com condições especiais: pessoas com deficiência (PcD), taxistas, produtores rurais, frotistas e empresas. É preciso apresentar a documentação que comprova o direito à condição.",
      ],
      [
        "Como simular o financiamento de um carro?",
        "Na página da oferta, toque em Simular financiamento. Escolha a entrada e o número de parcelas para ver o valor estimado de cada uma. A simulação não é uma aprovação de crédito: a análise final é feita pelo banco.",
      ],
      [
        "Como demonstro interesse em uma oferta?",
        "Na página da oferta, preencha o formulário Tenho interesse com seus dados e escolha a concessionária. Você recebe um número de protocolo e a concessionária entra em contato pelo canal que você preferir.",
      ],
      [
        "Posso comparar ofertas de carros diferentes?",
        "Sim. Marque Comparar em até três ofertas e abra o comparador para ver lado a lado preço, motor, potência, câmbio, porta-malas e itens de série.",
      ],
      [
        "Por que o site pede minha localização?",
        "Para mostrar ofertas e concessionárias da sua região. Você pode permitir a localização do navegador ou digitar a cidade ou o CEP. Sem essa informação mostramos as ofertas de São Paulo - SP.",
      ],
      [
        "O preço da oferta inclui frete e pintura?",
        "O preço anunciado traz o que está descrito nas condições da oferta. Pintura metálica ou perolizada, acessórios e frete podem ter custo adicional quando não estiverem incluídos; confira a concessionária antes de fechar.",
      ],
      [
        "O que é o VW Sign&Drive?",
        "É a assinatura de carros Volkswagen: você paga uma mensalidade que inclui documentação, IPVA, seguro, revisões e assistência 24 horas, e devolve o carro ao fim do contrato.",
      ],
      [
        "Posso usar meu carro usado como parte do pagamento?",
        "Sim, a maioria das concessionárias aceita o seu usado na troca. A avaliação é feita na loja, e o valor depende do estado de conservação, da quilometragem e da tabela de referência do mercado.",
      ],
    ],
  },
  {
    slug: "recall",
    name: "Recall",
    description: "Campanhas de chamamento: como consultar pelo chassi e agendar o reparo.",
    questions: [
      [
        "O que é um recall?",
        "Recall é o chamamento que o fabricante faz quando identifica um defeito que pode trazer risco à segurança dos ocupantes ou de terceiros. O reparo é gratuito e feito em qualquer concessionária da rede, sem prazo final.",
      ],
      [
        "Como sei se meu carro tem recall pendente?",
        "Digite o chassi na página Recall. O resultado mostra cada campanha pendente com o risco e o reparo, ou a mensagem Nenhum recall pendente. Se você tem conta, o status de cada veículo da sua garagem aparece sem precisar digitar.",
      ],
      [
        "Onde encontro o número do chassi?",
        "O chassi (VIN) tem 17 caracteres e aparece no documento do veículo (CRLV), na base do para-brisa, do lado do motorista, e na etiqueta da coluna da porta. Ele não usa as letras I, O e Q.",
      ],
      [
        "O reparo do recall tem custo?",
        "Não. Peças e mão de obra do recall são gratuitas, mesmo que o carro esteja fora da garantia ou tenha outros donos.",
      ],
      [
        "Comprei um carro usado. Ele pode ter recall pendente?",
        "Pode. O recall acompanha o veículo, não o dono. Consulte o chassi na página Recall: se houver campanha pendente, o atendimento é gratuito para você também.",
      ],
      [
        "Existe prazo para fazer o recall?",
        "Não há prazo final: a campanha fica aberta enquanto houver veículos sem atendimento. Ainda assim, faça o reparo o quanto antes, porque o defeito envolve risco à segurança.",
      ],
      [
        "O que acontece se eu não atender ao recall?",
        "Além do risco à segurança, recalls não atendidos em até um ano ficam anotados no documento do veículo (CRLV), o que aparece para quem for comprar o carro.",
      ],
      [
        "Quanto tempo leva o atendimento de um recall?",
        "Cada campanha informa o tempo de reparo previsto, que costuma variar de 30 minutos a 2 horas. Agende o atendimento para que a peça esteja reservada quando você chegar.",
      ],
      [
        "O site diz Chassi não encontrado. O que faço?",
        "Confira se digitou os 17 caracteres do documento sem espaços e lembre que o chassi não usa I, O nem Q. Se estiver correto, o veículo pode ser de fora da rede brasileira: leve o documento a uma concessionária ou ligue para a Central de Relacionamento.",
      ],
      [
        "Fiz o recall em outra concessionária. Como confirmo?",
        "Consulte o chassi na página Recall: as campanhas realizadas aparecem com a concessionária e a data do atendimento. Se o registro não aparecer, apresente a ordem de serviço a qualquer concessionária.",
      ],
      [
        "Recebi uma carta de recall. Preciso levar a carta?",
        "Não é obrigatório. Basta o documento do veículo: a concessionária consulta as campanhas pelo chassi. A carta ajuda a identificar rapidamente a campanha.",
      ],
    ],
  },
  {
    slug: "garagem",
    name: "Garagem",
    description: "Seus veículos: cadastro, quilometragem, apelido e concessionária preferida.",
    questions: [
      [
        "Como adiciono um veículo à minha garagem?",
        "Em Minha garagem, toque em Adicionar veículo e informe a placa ou o chassi. Buscamos o modelo, a versão e o ano no cadastro da Volkswagen; confira os dados e confirme.",
      ],
      [
        "Posso ter mais de um veículo na garagem?",
        "Sim. Adicione quantos veículos tiver e escolha qual aparece primeiro. Cada um tem seu plano de revisões, recalls e histórico de serviços.",
      ],
      [
        "Como atualizo a quilometragem do meu carro?",
        "Em Dados do veículo, toque em Atualizar quilometragem e informe o valor do painel. Com a quilometragem em dia, avisamos quando a próxima revisão estiver chegando.",
      ],
      [
        "Por que devo informar o Renavam?",
        "O Renavam confirma que o veículo cadastrado é o mesmo do documento. Ele tem 11 dígitos e está no CRLV; o site confere o dígito verificador antes de salvar.",
      ],
      [
        "Como dou um apelido ao meu carro?",
        "Em Dados do veículo, toque em Apelido e escreva como você chama o carro. O apelido aparece na garagem e nos agendamentos, e ajuda quem tem mais de um veículo.",
      ],
      [
        "Como troco minha concessionária preferida?",
        "Em Minha concessionária, toque em Trocar concessionária e escolha outra na lista, ordenada pela distância até você. Os próximos agendamentos já sugerem a nova concessionária.",
      ],
      [
        "Vendi meu carro. Como removo da garagem?",
        "Em Dados do veículo, toque em Remover veículo e confirme. O histórico de revisões e recalls continua ligado ao chassi e passa a aparecer para o novo dono quando ele cadastrar o carro.",
      ],
      [
        "O carro que quero cadastrar já está na garagem de outra pessoa.",
        "Um veículo fica em uma única garagem. Se o carro é seu, peça à pessoa que o remova ou procure uma concessionária com o documento do veículo para transferir o cadastro.",
      ],
      [
        "Onde vejo as revisões já feitas?",
        "Em Revisões e Serviços aparecem as revisões feitas na rede, com data, quilometragem e concessionária, e a próxima revisão prevista pelo plano.",
      ],
      [
        "Meu carro não aparece ao buscar pela placa.",
        "Confira a placa no formato ABC1234 ou ABC1D23. Carros recém-emplacados podem levar alguns dias para aparecer; nesse caso, use o chassi para cadastrar.",
      ],
      [
        "A quilometragem informada é menor que a anterior. Posso salvar?",
        "Pode, desde que confirme: isso acontece quando o painel foi trocado ou houve erro de digitação. Guardamos a leitura como corrigida para não afetar o cálculo da próxima revisão.",
      ],
    ],
  },
  {
    slug: "privacidade",
    name: "Privacidade",
    description: "Seus dados pessoais, cookies e direitos pela LGPD.",
    questions: [
      [
        "Quais dados pessoais o site coleta?",
        "Coletamos o que você informa (nome, e-mail, telefone, CPF quando necessário, dados do veículo), a localização que você escolhe e dados de navegação por cookies, conforme suas preferências de consentimento.",
      ],
      [
        "Meus dados são compartilhados com as concessionárias?",
        "Apenas com a concessionária que você escolhe, e só o necessário para atender você: uma proposta, um agendamento ou um recall. As concessionárias seguem as mesmas regras de proteção de dados.",
      ],
      [
        "Como exerço meus direitos pela LGPD?",
        "Pelo Canal de privacidade e proteção de dados você pode pedir acesso, correção, portabilidade ou exclusão dos seus dados e revogar consentimentos. Respondemos em até 15 dias.",
      ],
      [
        "Como altero minhas preferências de cookies?",
        "No rodapé, abra Política de cookies e escolha quais categorias aceita. Os cookies necessários ao funcionamento do site, como os de login, não podem ser desligados.",
      ],
      [
        "Como paro de receber e-mails de ofertas?",
        "Toque em Descadastrar no fim de qualquer e-mail de ofertas ou desligue as comunicações em Minha conta, Privacidade. Avisos de recall e de agendamento continuam chegando, porque envolvem sua segurança e serviços contratados.",
      ],
      [
        "Por que minha localização é enviada de forma protegida?",
        "A localização usada nas estatísticas do site é enviada cifrada (hash), sem a cidade em texto. Assim medimos o interesse por região sem identificar você.",
      ],
      [
        "Por quanto tempo meus dados ficam guardados?",
        "Enquanto sua conta estiver ativa e pelo prazo que a lei exigir depois disso, por exemplo, registros de atendimento de recall e de garantia. Dados de formulários de interesse são apagados em até 2 anos.",
      ],
      [
        "Quem é o encarregado de dados (DPO) da Volkswagen?",
        "O encarregado pelo tratamento de dados pessoais atende pelo Canal de privacidade e proteção de dados, indicado no rodapé do site.",
      ],
      [
        "O site guarda meu CPF?",
        "Só quando você informa o CPF em um formulário que precisa dele, como uma proposta de compra. Ele fica cifrado no banco de dados e não aparece nas telas.",
      ],
      [
        "Recebi um e-mail suspeito em nome da Volkswagen. O que faço?",
        "Não clique em links nem informe senhas. A Volkswagen nunca pede senha por e-mail, telefone ou mensagem. Encaminhe o e-mail ao Canal de privacidade e apague a mensagem.",
      ],
      [
        "Posso usar o site sem aceitar cookies de publicidade?",
        "Sim. Recuse os cookies de publicidade e de estatísticas no aviso de cookies: todas as funções do site continuam disponíveis.",
      ],
    ],
  },
];
