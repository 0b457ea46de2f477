import type { MunicipalityRecord } from "./places-index";

/**
 * Official names that changed after the IBGE list our data package carries (state laws and IBGE
 * updates), keyed by IBGE code. The former name stays searchable: people still type it.
 */
export const municipalityRenames: Readonly<Record<string, string>> = {
  "1502954": "Eldorado do Carajás",
  "1505551": "Pau d'Arco",
  "1506500": "Santa Izabel do Pará",
  "2306306": "Itapajé",
  "2401305": "Campo Grande",
  "2405306": "Boa Saúde",
  "2410306": "Serra Caiada",
  "2606903": "Iguaracy",
  "2613107": "São Caetano",
  "3145455": "Olhos d'Água",
  "3530805": "Mogi Mirim",
  "3550001": "São Luiz do Paraitinga",
  "4315503": "Restinga Sêca",
  "4322855": "Vespasiano Corrêa",
  "4323770": "Westfália",
  "5107008": "Poxoréu",
  "5220157": "São Luiz do Norte",
};

/** Municipalities installed after that list: Boa Esperança do Norte (MT) was split from Sorriso. */
export const newMunicipalities: readonly MunicipalityRecord[] = [
  { ibgeCode: "5101837", name: "Boa Esperança do Norte", splitFrom: "5107925" },
];

/** Applies the renames and additions to the packaged list. */
export function updateMunicipalities(
  packaged: readonly MunicipalityRecord[],
): MunicipalityRecord[] {
  const updated = packaged.map((record) => {
    const current = municipalityRenames[record.ibgeCode];
    return current && current !== record.name
      ? { ...record, name: current, formerNames: [record.name] }
      : record;
  });
  const known = new Set(updated.map((record) => record.ibgeCode));
  return [...updated, ...newMunicipalities.filter((record) => !known.has(record.ibgeCode))];
}
