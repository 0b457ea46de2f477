/**
 * Cities with dealers: state, name, approximate centre coordinates, area code (DDD), the first five
 * digits of a postal code of the city and how many dealers it has. Public geographic facts.
 */
export interface DealerCity {
  state: string;
  city: string;
  latitude: number;
  longitude: number;
  areaCode: string;
  postalPrefix: string;
  dealers: number;
}

type Row = [string, string, number, number, string, string, number];

const rows: Row[] = [
  ["AC", "Rio Branco", -9.975, -67.81, "68", "69900", 1],
  ["AL", "Maceió", -9.665, -35.735, "82", "57035", 2],
  ["AL", "Arapiraca", -9.752, -36.661, "82", "57300", 1],
  ["AP", "Macapá", 0.034, -51.069, "96", "68900", 1],
  ["AM", "Manaus", -3.119, -60.021, "92", "69050", 3],
  ["BA", "Salvador", -12.971, -38.501, "71", "41820", 3],
  ["BA", "Feira de Santana", -12.267, -38.967, "75", "44050", 1],
  ["BA", "Vitória da Conquista", -14.866, -40.839, "77", "45000", 1],
  ["CE", "Fortaleza", -3.732, -38.527, "85", "60160", 3],
  ["CE", "Juazeiro do Norte", -7.213, -39.315, "88", "63010", 1],
  ["DF", "Brasília", -15.794, -47.882, "61", "70040", 3],
  ["ES", "Vitória", -20.315, -40.312, "27", "29050", 2],
  ["ES", "Vila Velha", -20.33, -40.292, "27", "29100", 1],
  ["GO", "Goiânia", -16.686, -49.264, "62", "74150", 2],
  ["GO", "Anápolis", -16.328, -48.953, "62", "75110", 1],
  ["GO", "Rio Verde", -17.798, -50.928, "64", "75901", 1],
  ["MA", "São Luís", -2.53, -44.303, "98", "65075", 2],
  ["MA", "Imperatriz", -5.526, -47.492, "99", "65900", 1],
  ["MT", "Cuiabá", -15.601, -56.097, "65", "78043", 2],
  ["MT", "Rondonópolis", -16.47, -54.636, "66", "78700", 1],
  ["MT", "Sinop", -11.864, -55.509, "66", "78550", 1],
  ["MS", "Campo Grande", -20.469, -54.62, "67", "79002", 2],
  ["MS", "Dourados", -22.221, -54.806, "67", "79800", 1],
  ["MG", "Belo Horizonte", -19.917, -43.934, "31", "30140", 3],
  ["MG", "Contagem", -19.932, -44.054, "31", "32040", 1],
  ["MG", "Uberlândia", -18.919, -48.277, "34", "38400", 2],
  ["MG", "Juiz de Fora", -21.764, -43.35, "32", "36010", 1],
  ["MG", "Montes Claros", -16.735, -43.862, "38", "39400", 1],
  ["PA", "Belém", -1.456, -48.49, "91", "66035", 2],
  ["PA", "Santarém", -2.443, -54.708, "93", "68005", 1],
  ["PA", "Marabá", -5.369, -49.117, "94", "68500", 1],
  ["PB", "João Pessoa", -7.115, -34.861, "83", "58038", 2],
  ["PB", "Campina Grande", -7.23, -35.881, "83", "58400", 1],
  ["PR", "Curitiba", -25.428, -49.273, "41", "80210", 3],
  ["PR", "Londrina", -23.31, -51.163, "43", "86010", 1],
  ["PR", "Maringá", -23.42, -51.933, "44", "87013", 1],
  ["PR", "Cascavel", -24.956, -53.455, "45", "85810", 1],
  ["PR", "Ponta Grossa", -25.095, -50.162, "42", "84010", 1],
  ["PE", "Recife", -8.047, -34.877, "81", "51020", 3],
  ["PE", "Caruaru", -8.284, -35.97, "81", "55002", 1],
  ["PE", "Petrolina", -9.389, -40.503, "87", "56304", 1],
  ["PI", "Teresina", -5.089, -42.802, "86", "64049", 2],
  ["RJ", "Rio de Janeiro", -22.907, -43.173, "21", "22250", 4],
  ["RJ", "Niterói", -22.883, -43.104, "21", "24020", 1],
  ["RJ", "Nova Iguaçu", -22.759, -43.451, "21", "26210", 1],
  ["RJ", "Campos dos Goytacazes", -21.754, -41.324, "22", "28010", 1],
  ["RJ", "Volta Redonda", -22.523, -44.104, "24", "27260", 1],
  ["RN", "Natal", -5.795, -35.209, "84", "59064", 2],
  ["RN", "Mossoró", -5.188, -37.344, "84", "59600", 1],
  ["RS", "Porto Alegre", -30.035, -51.218, "51", "90420", 3],
  ["RS", "Caxias do Sul", -29.168, -51.179, "54", "95020", 1],
  ["RS", "Pelotas", -31.772, -52.343, "53", "96010", 1],
  ["RS", "Santa Maria", -29.684, -53.807, "55", "97010", 1],
  ["RS", "Passo Fundo", -28.262, -52.407, "54", "99010", 1],
  ["RO", "Porto Velho", -8.762, -63.9, "69", "76801", 1],
  ["RO", "Ji-Paraná", -10.885, -61.951, "69", "76900", 1],
  ["RR", "Boa Vista", 2.82, -60.672, "95", "69301", 1],
  ["SC", "Florianópolis", -27.595, -48.548, "48", "88015", 2],
  ["SC", "Joinville", -26.304, -48.846, "47", "89201", 1],
  ["SC", "Blumenau", -26.919, -49.066, "47", "89010", 1],
  ["SC", "Chapecó", -27.1, -52.615, "49", "89801", 1],
  ["SP", "São Paulo", -23.551, -46.633, "11", "04538", 5],
  ["SP", "Guarulhos", -23.454, -46.533, "11", "07090", 1],
  ["SP", "São Bernardo do Campo", -23.694, -46.565, "11", "09750", 1],
  ["SP", "Campinas", -22.906, -47.061, "19", "13025", 2],
  ["SP", "Santos", -23.961, -46.333, "13", "11060", 1],
  ["SP", "São José dos Campos", -23.179, -45.887, "12", "12243", 1],
  ["SP", "Ribeirão Preto", -21.178, -47.81, "16", "14020", 1],
  ["SP", "Sorocaba", -23.502, -47.458, "15", "18035", 1],
  ["SP", "Bauru", -22.315, -49.061, "14", "17012", 1],
  ["SP", "São José do Rio Preto", -20.812, -49.376, "17", "15015", 1],
  ["SE", "Aracaju", -10.947, -37.073, "79", "49025", 2],
  ["TO", "Palmas", -10.184, -48.334, "63", "77021", 1],
  ["TO", "Araguaína", -7.191, -48.207, "63", "77803", 1],
];

export const dealerCities: DealerCity[] = rows.map(
  ([state, city, latitude, longitude, areaCode, postalPrefix, dealers]) => ({
    state,
    city,
    latitude,
    longitude,
    areaCode,
    postalPrefix,
    dealers,
  }),
);
