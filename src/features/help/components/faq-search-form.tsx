import { helpTexts } from "../texts";

/** A plain GET form: the search works before JavaScript loads and its result has an address. */
export function FaqSearchForm({ query }: { query?: string | null }) {
  return (
    <form
      action="/ajuda/perguntas-frequentes"
      method="get"
      role="search"
      className="flex w-full max-w-2xl flex-col gap-2 sm:flex-row sm:items-end"
    >
      <label className="flex grow flex-col gap-1 text-sm font-semibold text-ink">
        {helpTexts.search.label}
        <input
          type="search"
          name="q"
          defaultValue={query ?? ""}
          placeholder={helpTexts.search.placeholder}
          maxLength={1000}
          autoComplete="off"
          className="h-12 rounded-lg border border-muted bg-white px-4 text-base font-normal"
        />
      </label>
      <button
        type="submit"
        className="h-12 rounded-(--radius-cta) bg-brand px-8 font-semibold text-white hover:bg-brand-accent"
      >
        {helpTexts.search.submit}
      </button>
    </form>
  );
}
