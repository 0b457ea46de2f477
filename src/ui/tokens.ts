/**
 * Constants of SPEC.md section 9 that behaviour (not only CSS) depends on. The sizes and layers
 * that only style things are CSS variables of globals.css.
 */
export const tokens = {
  toast: { durationMs: 5000 },
  carousel: {
    autoplayIntervalMs: 3000,
    transitionMs: 350,
    bannerArrowSize: 21,
    arrowSize: 15,
    selectedBulletWidthPx: 21,
  },
  logoHideScrollPx: 51,
} as const;
