/**
 * Answers an earlier seed wrote that did not match what the site does (a screen or button that
 * does not exist, a wrong time limit, a feature the site does not have). `seedFaq` inserts only
 * missing questions, so an operator's edits survive; these pairs let it replace an answer that
 * still holds, word for word, the text the earlier seed wrote, and leave any other text alone.
 */
export const faqCorrections: readonly (readonly [slug: string, previousAnswer: string])[] = [
  [
    "como-faco-meu-cadastro-no-site",
    "Toque em Entrar, no topo da página, e depois em Entrar ou cadastrar. Informe seu nome, e-mail e uma senha, aceite os termos de uso e confirme o e-mail com o código que enviamos.\n\nNo primeiro acesso pedimos os dados do seu veículo e a concessionária de sua preferência. Você pode pular essa etapa e completar depois pela garagem.",
  ],
  [
    "nao-recebi-o-codigo-de-confirmacao-do-e-mail-o-que-faco",
    "O código chega em poucos minutos. Confira a caixa de spam e a aba Promoções e verifique se o e-mail informado está correto.\n\nSe ainda assim não chegar, peça um novo código na mesma tela: o código anterior deixa de valer e apenas o mais recente é aceito.",
  ],
  [
    "esqueci-minha-senha-como-recupero-o-acesso",
    "Na tela de login, toque em Esqueci minha senha e informe o e-mail da sua conta. Enviaremos um link para criar uma nova senha, válido por 1 hora.\n\nPor segurança, a nova senha não pode ser igual à anterior e precisa ter ao menos 8 caracteres.",
  ],
  [
    "posso-entrar-com-minha-conta-do-google-ou-da-apple",
    "Sim. Na tela de login, escolha Continuar com Google ou Continuar com Apple. Se já existir um cadastro com o mesmo e-mail, as duas formas de acesso passam a levar à mesma conta.",
  ],
  [
    "por-que-o-site-pede-para-completar-meu-cadastro-depois-do-login",
    "No primeiro acesso o cadastro ainda não está completo: faltam o veículo e a concessionária preferida. Enquanto isso não for concluído, mostramos a tela de cadastro após o login.\n\nAssim podemos mostrar o plano de revisões do seu carro, recalls e a concessionária mais próxima.",
  ],
  [
    "como-altero-o-e-mail-da-minha-conta",
    "Acesse Minha conta, depois Dados pessoais, e toque em Alterar e-mail. Enviaremos um código de confirmação para o novo endereço; a troca só vale depois que você informar esse código.",
  ],
  [
    "minha-conta-foi-bloqueada-apos-varias-tentativas-de-login-e-agora",
    "Depois de várias senhas erradas seguidas, o login fica bloqueado por alguns minutos para impedir tentativas automáticas. Aguarde 15 minutos ou use Esqueci minha senha para criar uma nova.",
  ],
  [
    "como-excluo-minha-conta",
    "Em Minha conta, escolha Privacidade e depois Excluir conta. Seus dados de cadastro e a garagem são apagados em até 15 dias, exceto o que a lei nos obriga a guardar, como registros de atendimento de recall.",
  ],
  [
    "o-guia-de-cadastro-mostra-o-passo-a-passo",
    "Sim. No menu de visitante, toque em Guia de cadastro para ver, em 7 telas, como acessar, entrar, criar e-mail e senha, aceitar os termos, confirmar o e-mail, completar o cadastro e começar a usar.",
  ],
  [
    "posso-usar-a-mesma-conta-no-aplicativo-e-no-site",
    "Sim. A conta Volkswagen é a mesma no site, no aplicativo e nas concessionárias: entre com o mesmo e-mail e senha em qualquer um deles.",
  ],
  [
    "como-agendar-a-revisao-do-meu-carro",
    "Entre na sua conta, abra Agendamento de serviços e escolha o veículo. O site mostra a revisão prevista pelo plano (a cada 12 meses ou 10.000 km, o que vier primeiro), o preço na concessionária escolhida e os horários livres.\n\nEscolha o dia, o turno (manhã ou tarde) e o consultor, confirme seus dados de contato e pronto: você recebe a confirmação por e-mail.",
  ],
  [
    "posso-agendar-a-revisao-sem-ter-cadastro",
    "Para agendar é preciso entrar na sua conta, porque o agendamento fica ligado ao seu veículo e ao histórico de revisões. O cadastro é gratuito e leva poucos minutos.",
  ],
  [
    "como-remarcar-ou-cancelar-um-agendamento",
    "Em Minha garagem, na aba Revisões e Serviços, abra o agendamento em Meus agendamentos e toque em Reagendar (para remarcar em outro dia ou horário) ou em Cancelar agendamento. É possível até o horário marcado; se puder, faça isso com 24 horas de antecedência, para liberar o horário a outro cliente.",
  ],
  [
    "quanto-custa-a-revisao-agendada-pelo-site",
    "O preço de cada revisão do plano aparece antes da confirmação, já com peças e mão de obra, e é o mesmo cobrado na concessionária. Serviços adicionais escolhidos por você somam ao total; alguns itens têm preço sob consulta e são orçados na oficina.",
  ],
  [
    "quanto-tempo-demora-uma-revisao",
    "A maioria das revisões fica pronta no mesmo dia, entre 2 e 4 horas. O consultor informa a previsão de entrega na recepção e avisa se algum item precisar de mais tempo.",
  ],
  [
    "como-relatar-um-barulho-ou-defeito-ao-agendar",
    "Escolha Relatar um problema no agendamento e descreva o que acontece: quando começou, em que situação aparece e se há luz acesa no painel. O consultor recebe a descrição antes da sua chegada.",
  ],
  [
    "vou-receber-uma-confirmacao-do-agendamento",
    "Sim. Enviamos um e-mail com a data, o horário, a concessionária, o consultor e os serviços escolhidos, com o arquivo de agenda (.ics), que traz um lembrete para a véspera.",
  ],
  [
    "quem-pode-comprar-pelas-vendas-diretas",
    "As vendas diretas atendem públicos com condições especiais: pessoas com deficiência (PcD), taxistas, produtores rurais, frotistas e empresas. É preciso apresentar a documentação que comprova o direito à condição.",
  ],
  [
    "como-simular-o-financiamento-de-um-carro",
    "Na página da oferta, toque em Simular financiamento. Escolha a entrada e o número de parcelas para ver o valor estimado de cada uma. A simulação não é uma aprovação de crédito: a análise final é feita pelo banco.",
  ],
  [
    "posso-comparar-ofertas-de-carros-diferentes",
    "Sim. Marque Comparar em até três ofertas e abra o comparador para ver lado a lado preço, motor, potência, câmbio, porta-malas e itens de série.",
  ],
  [
    "o-que-e-o-vw-sign-drive",
    "É a assinatura de carros Volkswagen: você paga uma mensalidade que inclui documentação, IPVA, seguro, revisões e assistência 24 horas, e devolve o carro ao fim do contrato.",
  ],
  [
    "como-adiciono-um-veiculo-a-minha-garagem",
    "Em Minha garagem, toque em Adicionar veículo e informe a placa ou o chassi. Buscamos o modelo, a versão e o ano no cadastro da Volkswagen; confira os dados e confirme.",
  ],
  [
    "posso-ter-mais-de-um-veiculo-na-garagem",
    "Sim. Adicione quantos veículos tiver e escolha qual aparece primeiro. Cada um tem seu plano de revisões, recalls e histórico de serviços.",
  ],
  [
    "como-atualizo-a-quilometragem-do-meu-carro",
    "Em Dados do veículo, toque em Atualizar quilometragem e informe o valor do painel. Com a quilometragem em dia, avisamos quando a próxima revisão estiver chegando.",
  ],
  [
    "como-atualizo-a-quilometragem-do-meu-carro",
    "Em Minha garagem, na aba Dados do veículo, informe o valor do painel em Quilometragem atual (km) e toque em Salvar. Com a quilometragem em dia, a aba Revisões e Serviços mostra a próxima revisão pelo plano.",
  ],
  [
    "por-que-devo-informar-o-renavam",
    "O Renavam confirma que o veículo cadastrado é o mesmo do documento. Ele tem 11 dígitos e está no CRLV; o site confere o dígito verificador antes de salvar.",
  ],
  [
    "como-dou-um-apelido-ao-meu-carro",
    "Em Dados do veículo, toque em Apelido e escreva como você chama o carro. O apelido aparece na garagem e nos agendamentos, e ajuda quem tem mais de um veículo.",
  ],
  [
    "como-troco-minha-concessionaria-preferida",
    "Em Minha concessionária, toque em Trocar concessionária e escolha outra na lista, ordenada pela distância até você. Os próximos agendamentos já sugerem a nova concessionária.",
  ],
  [
    "vendi-meu-carro-como-removo-da-garagem",
    "Em Dados do veículo, toque em Remover veículo e confirme. O histórico de revisões e recalls continua ligado ao chassi e passa a aparecer para o novo dono quando ele cadastrar o carro.",
  ],
  [
    "o-carro-que-quero-cadastrar-ja-esta-na-garagem-de-outra-pessoa",
    "Um veículo fica em uma única garagem. Se o carro é seu, peça à pessoa que o remova ou procure uma concessionária com o documento do veículo para transferir o cadastro.",
  ],
  [
    "onde-vejo-as-revisoes-ja-feitas",
    "Em Revisões e Serviços aparecem as revisões feitas na rede, com data, quilometragem e concessionária, e a próxima revisão prevista pelo plano.",
  ],
  [
    "meu-carro-nao-aparece-ao-buscar-pela-placa",
    "Confira a placa no formato ABC1234 ou ABC1D23. Carros recém-emplacados podem levar alguns dias para aparecer; nesse caso, use o chassi para cadastrar.",
  ],
  [
    "a-quilometragem-informada-e-menor-que-a-anterior-posso-salvar",
    "Pode, desde que confirme: isso acontece quando o painel foi trocado ou houve erro de digitação. Guardamos a leitura como corrigida para não afetar o cálculo da próxima revisão.",
  ],
  [
    "quais-dados-pessoais-o-site-coleta",
    "Coletamos o que você informa (nome, e-mail, telefone, CPF quando necessário, dados do veículo), a localização que você escolhe e dados de navegação por cookies, conforme suas preferências de consentimento.",
  ],
  [
    "como-exerco-meus-direitos-pela-lgpd",
    "Pelo Canal de privacidade e proteção de dados você pode pedir acesso, correção, portabilidade ou exclusão dos seus dados e revogar consentimentos. Respondemos em até 15 dias.",
  ],
  [
    "como-altero-minhas-preferencias-de-cookies",
    "No rodapé, abra Política de cookies e escolha quais categorias aceita. Os cookies necessários ao funcionamento do site, como os de login, não podem ser desligados.",
  ],
  [
    "como-paro-de-receber-e-mails-de-ofertas",
    "Toque em Descadastrar no fim de qualquer e-mail de ofertas ou desligue as comunicações em Minha conta, Privacidade. Avisos de recall e de agendamento continuam chegando, porque envolvem sua segurança e serviços contratados.",
  ],
  [
    "por-que-minha-localizacao-e-enviada-de-forma-protegida",
    "A localização usada nas estatísticas do site é enviada cifrada (hash), sem a cidade em texto. Assim medimos o interesse por região sem identificar você.",
  ],
  [
    "por-quanto-tempo-meus-dados-ficam-guardados",
    "Enquanto sua conta estiver ativa e pelo prazo que a lei exigir depois disso, por exemplo, registros de atendimento de recall e de garantia. Dados de formulários de interesse são apagados em até 2 anos.",
  ],
  [
    "o-site-guarda-meu-cpf",
    "Só quando você informa o CPF em um formulário que precisa dele, como uma proposta de compra. Ele fica cifrado no banco de dados e não aparece nas telas.",
  ],
  [
    "recebi-um-e-mail-suspeito-em-nome-da-volkswagen-o-que-faco",
    "Não clique em links nem informe senhas. A Volkswagen nunca pede senha por e-mail, telefone ou mensagem. Encaminhe o e-mail ao Canal de privacidade e apague a mensagem.",
  ],
  [
    "posso-usar-o-site-sem-aceitar-cookies-de-publicidade",
    "Sim. Recuse os cookies de publicidade e de estatísticas no aviso de cookies: todas as funções do site continuam disponíveis.",
  ],
  [
    "como-sei-se-meu-carro-tem-recall-pendente",
    "Digite o chassi na página Recall. O resultado mostra cada campanha pendente com o risco e o reparo, ou a mensagem Nenhum recall pendente. Se você tem conta, o status de cada veículo da sua garagem aparece sem precisar digitar.",
  ],
  [
    "comprei-um-carro-usado-ele-pode-ter-recall-pendente",
    "Pode. O recall acompanha o veículo, não o dono. Consulte o chassi na página Recall: se houver campanha pendente, o atendimento é gratuito para você também.",
  ],
  [
    "fiz-o-recall-em-outra-concessionaria-como-confirmo",
    "Consulte o chassi na página Recall: as campanhas realizadas aparecem com a concessionária e a data do atendimento. Se o registro não aparecer, apresente a ordem de serviço a qualquer concessionária.",
  ],
  [
    "como-agendar-o-atendimento-de-um-recall",
    "Na página Recall, confira as campanhas em andamento e os veículos envolvidos. Se o seu estiver entre eles, abra Agendamento de serviços, escolha Recall e informe o número da campanha: o reparo entra sem custo e você escolhe a concessionária, o dia e o horário. Quando a consulta pelo chassi estiver disponível na página Recall, o botão Agendar atendimento já começa o agendamento com a campanha incluída.",
  ],
];

/**
 * Category descriptions an earlier seed wrote wrongly, corrected like the answers: only while
 * they still hold that exact text. The Recall category promised a chassi look-up the Recall page
 * offers only with its flag on (decision 055).
 */
export const faqCategoryCorrections: readonly (readonly [
  slug: string,
  previousDescription: string,
])[] = [["recall", "Campanhas de chamamento: como consultar pelo chassi e agendar o reparo."]];
