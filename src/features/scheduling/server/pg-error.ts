/** The SQLSTATE of a database error, whether the driver or Drizzle's wrapper threw it. */
export function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const exclusionViolation = "23P01";

/** The constraint a database error names (PGlite calls it `constraint`, postgres.js `constraint_name`). */
export function violatedConstraint(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const candidate = current as { constraint?: unknown; constraint_name?: unknown };
    const name = candidate.constraint ?? candidate.constraint_name;
    if (typeof name === "string") return name;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Two live bookings of one garage vehicle overlap (migration 0010). */
export const vehicleOverlapConstraint = "bookings_vehicle_no_overlap";
