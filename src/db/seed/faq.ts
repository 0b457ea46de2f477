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
        "Toque em Entrar, no topo da página, e depois em Entrar ou cadastrar. Na tela de login, toque em Criar conta, informe nome completo, CPF, celular com DDD, e-mail e uma senha, aceite os Termos de Uso e confirme o e-mail com o código de 6 dígitos que enviamos.\n\nNo primeiro acesso pedimos os dados do seu veículo e a concessionária de sua preferência. Essa etapa é necessária para usar a garagem e o agendamento; enquanto ela não termina, Minha conta continua disponível.",
      ],
      [
        "Não recebi o código de confirmação do e-mail. O que faço?",
        "O código de 6 dígitos chega em poucos minutos e vale por 15 minutos. Confira a caixa de spam e a aba Promoções e verifique se o e-mail informado está correto.\n\nSe ainda assim não chegar, toque em Reenviar código na mesma tela: o código anterior deixa de valer e apenas o mais recente é aceito.",
      ],
      [
        "Esqueci minha senha. Como recupero o acesso?",
        "Na tela de login, toque em Esqueci minha senha e informe o e-mail da sua conta. Enviaremos um link para criar uma nova senha, válido por 30 minutos e que funciona uma vez.\n\nA nova senha precisa ter de 8 a 64 caracteres, com letra maiúscula, letra minúscula, número e símbolo. Depois de salvar, encerramos as sessões abertas da sua conta, no site e na Conta Volkswagen: quem estiver com ela aberta em outro aparelho precisará entrar de novo.",
      ],
      [
        "Posso entrar com minha conta do Google ou da Apple?",
        "Por enquanto, o acesso é feito com e-mail e senha: não há entrada com conta do Google ou da Apple. Na tela de login, use o e-mail e a senha da sua conta Volkswagen ou, se ainda não tem conta, toque em Criar conta.",
      ],
      [
        "Por que o site pede para completar meu cadastro depois do login?",
        "No primeiro acesso o cadastro ainda não está completo: faltam o veículo e a concessionária favorita. Enquanto isso não for concluído, levamos você à tela de Cadastro; só Minha conta e os Termos de Uso abrem sem ela.\n\nAssim podemos mostrar o plano de revisões do seu carro, recalls e a sua concessionária.",
      ],
      [
        "Como altero o e-mail da minha conta?",
        "Acesse Minha conta e, em E-mail de acesso, informe o Novo e-mail e a sua Senha atual e toque em Enviar código. Enviaremos um código de 6 dígitos para o novo endereço; a troca só vale depois que você informar esse código e tocar em Confirmar novo e-mail.",
      ],
      [
        "Minha sessão expirou. Por que preciso entrar de novo?",
        "Por segurança, o acesso vale por 1 hora. Depois desse tempo o site encerra a sessão automaticamente e pede um novo login, o que protege seus dados em computadores compartilhados.",
      ],
      [
        "Minha conta foi bloqueada após várias tentativas de login. E agora?",
        "Depois de 10 senhas erradas em 15 minutos, o login fica pausado por 15 minutos para impedir tentativas automáticas. Aguarde esse tempo e tente de novo; se não lembra a senha, use Esqueci minha senha para criar uma nova e entre com ela quando a pausa terminar.",
      ],
      [
        "Como excluo minha conta?",
        "Em Minha conta, na seção Seus dados (LGPD), toque em Excluir minha conta, digite EXCLUIR e sua senha atual e confirme em Excluir definitivamente. A exclusão é imediata e não pode ser desfeita: seus dados pessoais e agendamentos são apagados, seus veículos saem da garagem e você sai de todas as sessões. Antes, se quiser, use Baixar meus dados.",
      ],
      [
        "O guia de cadastro mostra o passo a passo?",
        "Sim. Toque em Entrar, no topo da página, e depois em Guia de cadastro para ver, em 7 telas, como acessar, entrar, criar e-mail e senha, aceitar os termos, confirmar o e-mail, completar o cadastro e começar a usar.",
      ],
      [
        "Posso usar a mesma conta no aplicativo e no site?",
        "A conta Volkswagen é a do site: com o mesmo e-mail e senha você entra no computador ou no celular e encontra a mesma garagem, os seus agendamentos e Minha conta.",
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
        "Abra Agendamento de serviços, escolha Revisão periódica e o veículo. O site indica a revisão prevista pelo plano (a cada 12 meses ou 10.000 km, o que vier primeiro) e mostra o Preço final na região da concessionária escolhida.\n\nEscolha a data e um horário livre (os horários aparecem por turno, manhã ou tarde, com o nome do consultor), entre na sua conta, confira seus dados de contato e toque em Confirmar agendamento: você recebe a confirmação por e-mail.",
      ],
      [
        "Posso agendar a revisão sem ter cadastro?",
        "Você pode começar sem cadastro: em Agendamento de serviços, informe o modelo e o ano para ver os serviços e os preços. Para confirmar, é preciso entrar na sua conta (Entrar para agendar), porque o agendamento fica ligado ao seu veículo e ao histórico de revisões. O cadastro é gratuito.",
      ],
      [
        "Como remarcar ou cancelar um agendamento?",
        "Abra Agendamento de serviços (no menu, em Serviços VW): em Meus agendamentos, toque no agendamento. A mesma lista aparece em Minha garagem, na aba Revisões e Serviços. Na página do agendamento, toque em Reagendar (para remarcar em outro dia ou horário) ou em Cancelar agendamento. É possível até o início do atendimento; se puder, faça isso com 24 horas de antecedência, para liberar o horário a outro cliente.",
      ],
      [
        "Quanto custa a revisão agendada pelo site?",
        "O Preço final de cada revisão do plano aparece antes da confirmação, com peças, mão de obra e todos os itens obrigatórios. Serviços adicionais escolhidos por você somam ao total; os itens com Preço sob consulta são orçados pela concessionária na recepção do veículo.",
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
        "Ao escolher a revisão, o site mostra a Duração estimada do serviço. Serviços adicionais podem aumentar esse tempo; o consultor informa a previsão de entrega na recepção e avisa se algum item precisar de mais tempo.",
      ],
      [
        "Posso agendar outros serviços além da revisão?",
        "Sim. No agendamento, escolha Serviços adicionais para incluir itens como alinhamento e balanceamento, higienização do ar-condicionado, troca de pastilhas de freio ou palhetas.",
      ],
      [
        "Como relatar um barulho ou defeito ao agendar?",
        "Escolha Relatar um problema no agendamento e descreva o que acontece: quando começou, em que situação aparece e se há luz acesa no painel. Se quiser, anexe até 3 fotos. O consultor recebe a descrição antes da sua chegada.",
      ],
      [
        "Como agendar o atendimento de um recall?",
        "Na página Recall, confira as campanhas em andamento e os veículos envolvidos. Se o seu estiver entre eles, abra Agendamento de serviços, escolha Recall e informe o número da campanha: o reparo entra sem custo e você escolhe a concessionária, o dia e o horário. Se o veículo está em Minha garagem, o botão Agendar reparo do recall, no aviso Recall pendente, já começa o agendamento com a campanha incluída.",
      ],
      [
        "Vou receber uma confirmação do agendamento?",
        "Sim. Enviamos ao e-mail da sua conta Volkswagen uma mensagem com o protocolo, a data, o horário, a concessionária, o consultor e os serviços escolhidos, com o arquivo de agenda (.ics), que traz um lembrete 24 horas antes. Se você remarcar ou cancelar, também avisamos por e-mail. O contato informado no agendamento é o que a concessionária usa para falar com você.",
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
        "As vendas diretas atendem públicos com condições especiais: pessoas com deficiência (PcD), produtores rurais, taxistas e empresas (CNPJ). É preciso apresentar a documentação que comprova o direito à condição.",
      ],
      [
        "Como simular o financiamento de um carro?",
        "Na página da oferta, toque em Simular financiamento. Escolha o plano, a entrada e o prazo para ver o valor estimado de cada parcela e o CET. A simulação não é uma aprovação de crédito: a análise final é feita pela instituição financeira.",
      ],
      [
        "Como demonstro interesse em uma oferta?",
        "Na página da oferta, preencha o formulário Tenho interesse com seus dados e escolha a concessionária. Você recebe um número de protocolo e a concessionária entra em contato pelo canal que você preferir.",
      ],
      [
        "Posso comparar ofertas de carros diferentes?",
        "Sim. Toque em Comparar em até três ofertas e depois em Comparar ofertas para ver lado a lado preço, condição de pagamento, potência, câmbio, porta-malas, garantia e equipamentos de série; as diferenças aparecem destacadas.",
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
        "É a assinatura de carros Volkswagen: um zero-quilômetro por uma mensalidade fixa, sem entrada, que inclui IPVA e licenciamento, seguro, manutenções preventivas na concessionária e assistência 24h. Na aba VW Sign&Drive da página inicial, monte seu plano e, em Quero assinar, deixe seus dados para uma concessionária entrar em contato.",
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
    description:
      "Campanhas de chamamento: como saber se o seu veículo é afetado e agendar o reparo.",
    questions: [
      [
        "O que é um recall?",
        "Recall é o chamamento que o fabricante faz quando identifica um defeito que pode trazer risco à segurança dos ocupantes ou de terceiros. O reparo é gratuito e feito em qualquer concessionária da rede, sem prazo final.",
      ],
      [
        "Como sei se meu carro tem recall pendente?",
        "Se o veículo está em Minha garagem, cada campanha ainda não realizada aparece nele no aviso Recall pendente, com o botão Agendar reparo do recall e o link para os detalhes da campanha. Para qualquer outro veículo, a página Recall lista as campanhas em andamento com os modelos e os anos envolvidos; na dúvida, ligue para a Central de Relacionamento, 0800 019 5775, ou procure uma concessionária com o chassi em mãos.",
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
        "Pode. O recall acompanha o veículo, não o dono. Adicione o carro em Minha garagem: se houver campanha pendente, o aviso Recall pendente aparece nele. Você também pode conferir as campanhas em andamento na página Recall. O atendimento é gratuito para você também.",
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
        "Quando a concessionária registra o atendimento, a campanha deixa de aparecer no aviso Recall pendente do veículo em Minha garagem. Se ela continuar aparecendo, apresente a ordem de serviço a qualquer concessionária ou ligue para a Central de Relacionamento, 0800 019 5775.",
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
        "Em Minha garagem, toque em Adicionar veículo, informe o chassi ou a placa e toque em Buscar veículo. Buscamos o modelo, a versão e o ano no cadastro da Volkswagen; confira os dados e toque em Confirmar veículo.",
      ],
      [
        "Posso ter mais de um veículo na garagem?",
        "Sim. Adicione quantos veículos tiver e use Veículo selecionado, no topo da garagem, para escolher qual deles ver. Cada um tem seu plano de revisões, recalls e histórico de serviços.",
      ],
      [
        "Como atualizo a quilometragem do meu carro?",
        "Em Minha garagem, na aba Dados do veículo, informe o valor do painel em Quilometragem atual (km) e toque em Salvar. Com a quilometragem em dia, a aba Revisões e Serviços mostra a próxima revisão pelo plano, e o aviso por e-mail chega 1.000 km antes dela.",
      ],
      [
        "Por que devo informar o Renavam?",
        "O Renavam é opcional: informe-o em Dados do veículo se quiser tê-lo à mão na garagem. Ele tem 11 dígitos e está no CRLV; o site confere o dígito verificador antes de salvar. Quando o veículo sai da sua garagem, o Renavam é apagado.",
      ],
      [
        "Como dou um apelido ao meu carro?",
        "Em Minha garagem, na aba Dados do veículo, escreva o Apelido do veículo (até 30 caracteres) e toque em Salvar. O apelido aparece na garagem e na escolha do veículo ao agendar, e ajuda quem tem mais de um veículo.",
      ],
      [
        "Como troco minha concessionária preferida?",
        "Em Minha garagem, na aba Minha concessionária, toque em Trocar concessionária e escolha outra: a lista mostra as concessionárias perto do lugar escolhido no topo da página, com a distância quando você informa sua localização, e você também pode buscar pelo nome ou pela cidade. Em cada agendamento, você escolhe a concessionária do atendimento.",
      ],
      [
        "Vendi meu carro. Como removo da garagem?",
        "Em Minha garagem, na aba Dados do veículo, toque em Remover da garagem e confirme em Remover. Os agendamentos futuros do veículo são cancelados, e o histórico de revisões continua no registro da marca. Se o comprador pedir a transferência, basta tocar em Aceitar transferência na garagem.",
      ],
      [
        "O carro que quero cadastrar já está na garagem de outra pessoa.",
        "Um veículo fica em uma única garagem. Se o carro é seu, toque em Pedir transferência depois de buscá-lo: avisamos o proprietário atual, e o veículo passa para a sua garagem quando ele aceitar. Enquanto isso, você pode cadastrar outro veículo.",
      ],
      [
        "Onde vejo as revisões já feitas?",
        "Em Minha garagem, na aba Revisões e Serviços, o Histórico de serviços mostra as revisões registradas, com data e quilometragem, e Próximas revisões mostra as que o plano prevê. Se uma revisão feita não aparece, peça a correção em Corrigir uma revisão realizada.",
      ],
      [
        "Meu carro não aparece ao buscar pela placa.",
        "Confira a placa no formato antigo (ABC-1234) ou Mercosul (ABC1D23). Um carro novo pode ainda estar sem placa no cadastro da Volkswagen; nesse caso, busque pelo chassi, que tem 17 caracteres e está no CRLV.",
      ],
      [
        "A quilometragem informada é menor que a anterior. Posso salvar?",
        "Pode, desde que marque a confirmação de que a quilometragem é menor que a última registrada: isso acontece quando o painel foi trocado ou houve erro de digitação. A nova leitura substitui a anterior e a próxima revisão passa a ser calculada com ela.",
      ],
      [
        "Vocês avisam quando a revisão estiver chegando?",
        "Sim. Enviamos um e-mail um mês antes da data de cada revisão do plano, ou quando o carro chega a 1.000 km da quilometragem dela, o que vier primeiro, com o link para agendar. Se a revisão já estiver agendada, não enviamos. Para deixar de receber, desmarque Avisar quando a próxima revisão do meu veículo estiver chegando, em Minha conta, na parte Avisos por e-mail.",
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
        "Coletamos o que você informa (nome, e-mail, CPF, celular, endereço, preferência de contato e dados do veículo), a localização que você escolhe e, se você aceitar os cookies de análise, dados de navegação.",
      ],
      [
        "Meus dados são compartilhados com as concessionárias?",
        "Apenas com a concessionária que você escolhe, e só o necessário para atender você: uma proposta, um agendamento ou um recall. As concessionárias seguem as mesmas regras de proteção de dados.",
      ],
      [
        "Como exerço meus direitos pela LGPD?",
        "Em Minha conta você corrige seus Dados pessoais, baixa uma cópia em Baixar meus dados e exclui a conta em Excluir minha conta. Para outros pedidos, como revogar um consentimento, use o Canal de privacidade e proteção de dados, no rodapé do site.",
      ],
      [
        "Como altero minhas preferências de cookies?",
        "O aviso de cookies aparece na primeira visita: toque em Aceitar cookies ou em Recusar. Além dos cookies necessários ao funcionamento do site, como os de login, usamos só cookies de análise. A resposta fica guardada no navegador. Para mudar de ideia a qualquer momento, abra Links do rodapé, no fim de qualquer página, e toque em Preferências de cookies: o aviso aparece de novo para você escolher.",
      ],
      [
        "Como paro de receber e-mails de ofertas?",
        "O site não envia e-mails de ofertas: mandamos apenas os códigos e links da sua conta e os e-mails de agendamento confirmado, remarcado ou cancelado. Se você enviou um Tenho interesse, a concessionária entra em contato só sobre aquela oferta; para não receber mais, avise a concessionária.",
      ],
      [
        "Por que minha localização é enviada de forma protegida?",
        "A localização só vai para as estatísticas do site se você aceitar os cookies de análise, e vai como um código (hash), sem a cidade em texto. Assim medimos o interesse por região sem identificar você.",
      ],
      [
        "Por quanto tempo meus dados ficam guardados?",
        "Enquanto sua conta estiver ativa. Ao excluí-la em Minha conta, seus dados pessoais e agendamentos são apagados na hora; o histórico de revisões e recalls fica ligado ao chassi, no registro da marca. Para pedir a exclusão de um pedido enviado a uma concessionária, use o Canal de privacidade e proteção de dados.",
      ],
      [
        "Quem é o encarregado de dados (DPO) da Volkswagen?",
        "O encarregado pelo tratamento de dados pessoais atende pelo Canal de privacidade e proteção de dados, indicado no rodapé do site.",
      ],
      [
        "O site guarda meu CPF?",
        "Sim. O CPF é pedido ao criar a conta Volkswagen e fica em Minha conta, nos Dados pessoais, onde você pode conferi-lo e corrigi-lo. No formulário Tenho interesse ele é opcional e, se informado, segue com o pedido para a concessionária escolhida. Cada CPF abre uma única conta: se o cadastro disser que o seu já está em uso e você não reconhece essa conta, ligue para a Central de Relacionamento Volkswagen, 0800 019 5775.",
      ],
      [
        "Recebi um e-mail suspeito em nome da Volkswagen. O que faço?",
        "Não clique em links nem informe senhas. A Volkswagen nunca pede senha por e-mail, telefone ou mensagem. Avise pelo Canal de privacidade e proteção de dados, no rodapé do site, e apague a mensagem.",
      ],
      [
        "Posso usar o site sem aceitar cookies de publicidade?",
        "Sim. O site não usa cookies de publicidade: o aviso de cookies pede apenas os de análise, e você pode tocar em Recusar. Todas as funções do site continuam disponíveis.",
      ],
    ],
  },
];
