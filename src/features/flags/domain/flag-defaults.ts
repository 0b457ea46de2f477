/** SPEC.md section 3: the flags and the values used whenever remote configuration fails. */
export const flagDefaults = {
  ab_test_home_banner: "A",
  ab_test_banner_btn: false,
  feature_flag_feature_recall: false,
  feature_flag_feature_sign_and_drive: false,
} as const satisfies Record<string, FlagValue>;

export type FlagValue = boolean | number | string | null;
export type FlagName = keyof typeof flagDefaults;
export type Flags = { [K in FlagName]: (typeof flagDefaults)[K] extends string ? string : boolean };

export const flagNames = Object.keys(flagDefaults) as FlagName[];

export function isFlagName(key: string): key is FlagName {
  return Object.hasOwn(flagDefaults, key);
}

/** SPEC.md section 8: the one warning printed whenever the defaults are used. */
export const flagFallbackWarning = "Feature flags usarão valores padrão";

export const flagTiming = { pollIntervalMs: 30_000, requestTimeoutMs: 3_000 } as const;
