/**
 * The page's skip links: hidden until the keyboard reaches them, then shown at the top left. The
 * shell writes the first ("Pular para o conteúdo") and, after it, an empty place where a page adds
 * a skip link of its own while what it leads to is shown (`PageSkipLink`).
 */
export const skipLinkClass =
  "sr-only z-(--z-index-menu) rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2";

/** The place after the shell's skip link where a page's own skip links go. */
export const pageSkipLinksId = "atalhos-da-pagina";
