/** SPEC.md: a category opens as /ajuda/perguntas-frequentes?defaultCategory=<name>. */
export function categoryHref(name: string): string {
  return `/ajuda/perguntas-frequentes?${new URLSearchParams({ defaultCategory: name })}`;
}
