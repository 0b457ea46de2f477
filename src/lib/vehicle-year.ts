/**
 * How a Brazilian offer names a vehicle's year: "ano de fabricação/ano-modelo". A model year is
 * built from the year before it, so a 2027 model sold in 2026 reads "2026/2027", never a
 * fabrication year still to come.
 */
export function fabricationAndModelYear(modelYear: number): string {
  return `${modelYear - 1}/${modelYear}`;
}
