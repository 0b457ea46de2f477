import { formatDistanceKm } from "@/lib/format";
import type { OfferKind } from "./domain/offer";
import type { OfferSort } from "./domain/offer-sort";
import { compareTexts } from "./compare-texts";
import { contactTexts } from "./contact-texts";
import { filtersTexts } from "./filters-texts";

export const kindNames: Record<OfferKind, string> = {
  model: "Oferta por modelo",
  dealer: "Rede de concessionárias",
  "direct-sales": "Vendas diretas",
};

/** The orders of a listing, as "Ordenar por" names them. */
export const sortNames: Record<OfferSort, string> = {
  distance: "Mais próximas",
  "price-asc": "Menor preço",
  "price-desc": "Maior preço",
};

export const offersTexts = {
  pages: {
    all: {
      title: "Ofertas Volkswagen",
      intro:
        "Todas as ofertas vigentes perto de você: por modelo, da rede de concessionárias e vendas diretas.",
      wholeCountryIntro:
        "Todas as ofertas vigentes no Brasil: por modelo, da rede de concessionárias e vendas diretas.",
    },
    model: {
      title: "Ofertas por modelo",
      intro: "As ofertas da Volkswagen para cada modelo da linha, com preço, condições e validade.",
    },
    dealer: {
      title: "Ofertas da rede de concessionárias",
      intro: "Carros à pronta entrega com preço de outlet nas concessionárias perto de você.",
      wholeCountryIntro:
        "Carros à pronta entrega com preço de outlet nas concessionárias de todo o Brasil.",
    },
    "direct-sales": {
      title: "Vendas diretas",
      intro: "Descontos de fábrica para PcD, produtores rurais, taxistas e empresas.",
    },
  } satisfies Record<
    OfferKind | "all",
    // The intro over the whole country, where "perto de você" would not be true.
    { title: string; intro: string; wholeCountryIntro?: string }
  >,
  byModelTitle: (base: string, model: string) => `${base}: ${model}`,
  filtersFold: (applied: number, sort: OfferSort | null) =>
    (applied === 0
      ? "Filtros"
      : `Filtros: ${applied} ${applied === 1 ? "aplicado" : "aplicados"}`) +
    (sort ? ` · ${sortNames[sort]}` : ""),
  chooseModel: "Escolha um modelo",
  chooseModelIntro: "Veja as ofertas vigentes de cada modelo.",
  modelOfferCount: (count: number) => (count === 1 ? "1 oferta" : `${count} ofertas`),
  noModels: "Nenhum modelo com ofertas nesta região no momento.",
  locationNote: (label: string) => `Ofertas para ${label}`,
  wholeCountryNote: "Ofertas de todo o Brasil",
  resultCount: (count: number) =>
    count === 0
      ? "Nenhuma oferta"
      : count === 1
        ? "1 oferta encontrada"
        : `${count} ofertas encontradas`,
  empty: "Nenhuma oferta encontrada com estes filtros na sua região.",
  widenRegion: "Ver ofertas de todo o Brasil",
  clearFilters: filtersTexts.clear,
  invalidFilters:
    "Um dos filtros informados não é válido. Mostramos as ofertas sem esse filtro, mantendo os demais.",
  filters: filtersTexts,
  pagination: {
    label: "Paginação das ofertas",
    previous: "Página anterior",
    next: "Próxima página",
    status: (page: number, total: number) => `Página ${page} de ${total}`,
  },
  /** What a dealer's WhatsApp link writes for the shopper: about an offer, or to the dealer itself. */
  whatsappMessage: {
    offer: (offer: string) => `Olá! Tenho interesse na oferta ${offer} que vi no site.`,
    dealer: "Olá! Encontrei a concessionária no site da Volkswagen e gostaria de mais informações.",
  },
  card: {
    cash: "À vista",
    from: "A partir de",
    listPrice: (price: string) => `Preço sugerido ${price}`,
    financing: (installments: number, value: string) => `${installments}x de ${value}`,
    downPayment: (value: string) => `Entrada de ${value}`,
    rate: (rate: string) => `Taxa de ${rate}% a.m.`,
    cet: (cet: string) => `CET de ${cet}% a.m.`,
    discountBand: (min: number, max: number) => `Desconto de ${min}% a ${max}%`,
    validUntil: (date: string) => `Válida até ${date}`,
    validity: (from: string, until: string) => `Válida de ${from} a ${until}`,
    conditions: "Condições da oferta",
    details: "Ver detalhes da oferta",
    nearestDealer: "Concessionária mais próxima",
    // An outlet offer is sold by one dealer only: "nearest" would suggest there were others.
    outletDealer: "Disponível na concessionária",
    distance: formatDistanceKm,
    noDealer: "Consulte a concessionária de sua preferência.",
    segments: (list: string[]) => `Para: ${list.join(", ")}`,
  },
  contact: contactTexts,
  // The comparison page's words; the toggle's and the tray's travel with them (compare-texts.ts).
  compare: {
    ...compareTexts,
    title: "Comparar ofertas",
    intro: "Até três ofertas lado a lado; as diferenças aparecem destacadas.",
    empty: "Nenhuma oferta escolhida. Use o botão “Comparar” nas ofertas para escolher até três.",
    // Without JavaScript the "Comparar" buttons are hidden: the page says so instead.
    emptyWithoutScript:
      "A escolha das ofertas a comparar precisa de JavaScript ativado no navegador. Um link de comparação compartilhado abre aqui mesmo assim.",
    browse: "Ver ofertas",
    dropped: (count: number) =>
      count === 1
        ? "Uma oferta da comparação não está mais disponível e saiu da lista."
        : `${count} ofertas da comparação não estão mais disponíveis e saíram da lista.`,
    leftOut:
      "O link trazia mais de três ofertas. A comparação mostra as três primeiras; remova uma para incluir outra.",
    caption: "Comparação das ofertas escolhidas",
    differs: "(diferente)",
    offer: "Oferta",
    feature: "Item",
    yes: "Sim",
    no: "Não",
    share: "Para compartilhar esta comparação, copie o endereço desta página.",
  },
  fields: {
    price: "Preço",
    listPrice: "Preço sugerido",
    paymentTerms: "Condição de pagamento",
    validity: "Validade",
    potency: "Potência",
    transmission: "Câmbio",
    absBreak: "Freios ABS",
    airbag: "Airbags",
    airConditioning: "Ar-condicionado",
    eletricSteering: "Direção elétrica",
    hydraulicSteering: "Direção hidráulica",
    powerWindowAndLocks: "Vidros e travas elétricos",
    fuelReservoir: "Tanque / bateria",
    trunk: "Porta-malas",
    guarantee: "Garantia",
    standartEquipament: "Equipamentos de série",
    security: "Itens de segurança",
    highlights: "Destaques",
    dealerName: "Concessionária",
  },
  detail: {
    breadcrumb: "Ofertas",
    price: "Preço e condições",
    specs: "Ficha técnica",
    equipment: "Equipamentos de série",
    security: "Segurança",
    highlights: "Destaques",
    dealers: "Concessionárias que vendem esta oferta",
    campaign: (name: string) => `Campanha ${name}`,
    negotiation: "Preço negociável na concessionária",
  },
  /** An offer opened by a link from outside the region it covers. */
  outsideRegion: {
    title: "Esta oferta não vale na sua região.",
    where: (places: string) => `Ela vale em ${places}.`,
    dealersWhere: (states: string) => `Ela vale nas concessionárias participantes de ${states}.`,
    yourPlace: (place: string) => `Sua localização: ${place}.`,
    nearby: (model: string) => `Ver ofertas do ${model} perto de você`,
    lead: "As concessionárias abaixo vendem esta oferta, mas ficam fora da sua região. Você ainda pode enviar seu interesse a uma delas.",
  },
  /** An offer whose link outlived it. */
  ended: {
    metaTitle: "Oferta encerrada",
    title: "Esta oferta foi encerrada",
    text: (title: string) => `A oferta “${title}” terminou e não está mais disponível.`,
    current: (model: string) => `Ofertas do ${model} que valem agora perto de você`,
    none: (model: string) => `No momento não há outras ofertas do ${model} perto de você.`,
    allOfModel: (model: string) => `Ver todas as ofertas do ${model}`,
    all: "Ver todas as ofertas",
  },
  home: {
    heading: "Encontre o seu Volkswagen",
    heroIllustration: {
      src: "/illustrations/front/tera.svg",
      alt: "Ilustração do Volkswagen Tera visto de frente",
    },
    banner: {
      A: "Ofertas vigentes perto de você, com preço, condições e validade claros.",
      B: "Compare até três ofertas e fale direto com a concessionária mais próxima.",
    } as Record<string, string>,
    cta: "Ver todas as ofertas",
    carousels: {
      model: "Ofertas por modelo",
      dealer: "Ofertas da rede de concessionárias",
      "direct-sales": "Vendas diretas",
    } satisfies Record<OfferKind, string>,
    seeAll: {
      model: "Ver todas as ofertas por modelo",
      dealer: "Ver todas as ofertas da rede",
      "direct-sales": "Ver todas as vendas diretas",
    } satisfies Record<OfferKind, string>,
  },
  dealersPage: {
    title: "Rede de concessionárias",
    intro: "As concessionárias Volkswagen mais perto de você e as ofertas de outlet de cada uma.",
    locationNote: (label: string) => `Concessionárias mais próximas de ${label}`,
    offersNear: (place: string) => `Ver ofertas em ${place}`,
    address: "Endereço",
    offers: "Ofertas desta concessionária",
    noOffers: "Sem ofertas de outlet no momento: consulte as ofertas por modelo.",
    listLabel: "Concessionárias mais próximas",
  },
  loading: "Carregando ofertas",
  errors: {
    offerEnded: "Oferta não encontrada ou encerrada.",
    unknownModel: "Modelo não encontrado.",
    noDealer: "Nenhuma concessionária atende esta oferta.",
    dealerDoesNotSell: "Sua concessionária não vende esta oferta.",
  },
} as const;
