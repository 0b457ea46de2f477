import type { Metadata } from "next";

/** SPEC.md section 1: the site's own title; every other page's title ends with it. */
export const siteTitle = "Volkswagen | Ofertas";

/**
 * The head of a page of the site: its own title (the layout appends " | Volkswagen | Ofertas"),
 * its own description, its canonical address and the Open Graph card shared links show.
 */
export function pageMetadata(page: { title: string; description: string; path: string }): Metadata {
  return {
    title: page.title,
    description: page.description,
    alternates: { canonical: page.path },
    openGraph: {
      title: `${page.title} | ${siteTitle}`,
      description: page.description,
      url: page.path,
      type: "website",
      locale: "pt_BR",
      siteName: siteTitle,
    },
  };
}
