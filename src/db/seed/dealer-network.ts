import { dealerCities } from "./dealer-cities";

/** Invented dealer groups; any resemblance to a real business is accidental. */
const groupNames = [
  "Aliança",
  "Bandeirante",
  "Horizonte",
  "Itapuã",
  "Nova Era",
  "Primavera",
  "Rota Sul",
  "Vitória",
  "Litoral",
  "Planalto",
  "Serrana",
  "Atlântica",
  "Ipê Amarelo",
  "Jacarandá",
  "Cerrado",
  "Pantanal",
  "Mar Azul",
  "Cruzeiro",
  "Estrela Guia",
  "Sol Nascente",
  "Mirante",
  "Aurora",
  "Guaporé",
  "Araucária",
];
const groupKinds = ["Veículos", "Automóveis", "Motors", "Autos"];
const streets = [
  "Av. Brasil",
  "Av. das Nações",
  "Rua Sete de Setembro",
  "Av. Getúlio Vargas",
  "Rua XV de Novembro",
  "Av. Presidente Vargas",
  "Av. Santos Dumont",
  "Av. Juscelino Kubitschek",
  "Av. Independência",
  "Rua Marechal Deodoro",
  "Av. Tiradentes",
  "Av. Rio Branco",
];
const districts = [
  "Centro",
  "Jardim América",
  "Vila Nova",
  "Distrito Industrial",
  "Boa Vista",
  "Cidade Nova",
  "São Cristóvão",
];
const firstNames = [
  "Ana",
  "Bruno",
  "Carla",
  "Diego",
  "Eduarda",
  "Felipe",
  "Gabriela",
  "Henrique",
  "Isabela",
  "João",
  "Larissa",
  "Marcos",
  "Natália",
  "Otávio",
  "Paula",
  "Rafael",
  "Sabrina",
  "Thiago",
  "Vanessa",
  "Wagner",
  "Juliana",
  "Lucas",
  "Camila",
  "Renato",
];
const lastNames = [
  "Silva",
  "Santos",
  "Oliveira",
  "Souza",
  "Lima",
  "Pereira",
  "Costa",
  "Rodrigues",
  "Almeida",
  "Nascimento",
  "Ferreira",
  "Carvalho",
  "Gomes",
  "Ribeiro",
  "Martins",
  "Araújo",
  "Barbosa",
];

export interface SeedDealer {
  code: string;
  name: string;
  stateCode: string;
  city: string;
  address: string;
  district: string;
  postalCode: string;
  latitude: number;
  longitude: number;
  phone: string;
  whatsapp: string;
  email: string;
  openingHours: { weekday: number; opensAt: string; closesAt: string }[];
  consultants: { name: string; documentNumber: string; role: "sales" | "service" }[];
}

/** A CPF with valid check digits built from nine base digits (Receita Federal's modulo-11 rule). */
export function cpfFromBase(base: string): string {
  const digits = base.split("").map(Number);
  for (const length of [9, 10]) {
    const sum = digits
      .slice(0, length)
      .reduce((acc, digit, i) => acc + digit * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join("");
}

function digitsFrom(seed: number, length: number): string {
  let value = "";
  let state = seed;
  while (value.length < length) {
    state = (state * 1103515245 + 12345) % 2147483648;
    value += String(state % 10);
  }
  return value;
}

function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/(^-|-$)/g, "");
}

/** On each dealer's own clock (its state's zone): 08:00 in Rio Branco is 10:00 in Brasília. */
function openingHoursFor(index: number): SeedDealer["openingHours"] {
  const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({
    weekday,
    opensAt: "08:00",
    closesAt: "18:00",
  }));
  const saturday = { weekday: 6, opensAt: "08:00", closesAt: index % 3 === 0 ? "16:00" : "12:00" };
  const sunday = { weekday: 0, opensAt: "09:00", closesAt: "13:00" };
  return index % 7 === 0 ? [...weekdays, saturday, sunday] : [...weekdays, saturday];
}

/** The seeded dealer network: deterministic, so every start and every test sees the same dealers. */
export function buildDealerNetwork(): SeedDealer[] {
  const network: SeedDealer[] = [];
  for (const city of dealerCities) {
    for (let k = 0; k < city.dealers; k += 1) {
      const index = network.length;
      const group = groupNames[(index * 7 + k) % groupNames.length] ?? "Aliança";
      const kind = groupKinds[index % groupKinds.length] ?? "Veículos";
      const name =
        city.dealers > 1
          ? `${group} ${kind} ${city.city} ${k + 1}`
          : `${group} ${kind} ${city.city}`;
      const suffix = digitsFrom(index + 1, 8);
      const consultants = [0, 1, 2].map((c) => {
        const first = firstNames[(index * 3 + c) % firstNames.length] ?? "Ana";
        const last = lastNames[(index * 5 + c * 3) % lastNames.length] ?? "Silva";
        return {
          name: `${first} ${last}`,
          documentNumber: cpfFromBase(digitsFrom(index * 10 + c + 101, 9)),
          role: c === 0 ? ("sales" as const) : ("service" as const),
        };
      });
      network.push({
        code: String(10000 + index * 37).padStart(5, "0"),
        name,
        stateCode: city.state,
        city: city.city,
        address: `${streets[index % streets.length]}, ${100 + ((index * 173) % 4800)}`,
        district: districts[(index + k) % districts.length] ?? "Centro",
        postalCode: `${city.postalPrefix}-${suffix.slice(0, 3)}`,
        latitude: Number((city.latitude + k * 0.0123 - 0.006).toFixed(6)),
        longitude: Number((city.longitude - k * 0.0097 + 0.004).toFixed(6)),
        phone: `${city.areaCode}3${suffix.slice(0, 7)}`,
        whatsapp: `${city.areaCode}9${suffix.slice(1, 8)}${suffix.slice(0, 1)}`,
        email: `contato@${slugify(`${group} ${city.city}`)}.com.br`,
        openingHours: openingHoursFor(index),
        consultants,
      });
    }
  }
  return network;
}
