/** Constants of SPEC.md section 9 that behaviour (not only CSS) depends on. */
export const tokens = {
  maxContentWidthPx: 1440,
  desktopSidePaddingPx: 120,
  drawerWidthPx: { login: 704, visitor: 540, side: 735 },
  zIndex: { menu: 1199, navbar: 998 },
  footerCollapsedHeightPx: 84,
  cta: { widthPx: 229, heightPx: 48, radiusPx: 48 },
  toast: { durationMs: 5000, topPx: 50, width: "21.25rem" },
  transitionMs: { shortest: 150, complex: 375 },
  carousel: {
    autoplayIntervalMs: 3000,
    transitionMs: 350,
    bannerArrowSize: 21,
    arrowSize: 15,
    selectedBulletWidthPx: 21,
  },
  spinner: { sizePx: 40, rotationMs: 1000 },
  logoHideScrollPx: 51,
} as const;
