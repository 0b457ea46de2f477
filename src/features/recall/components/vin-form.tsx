import { recallTexts } from "../texts";

const texts = recallTexts.form;

/** A GET form: the check works before JavaScript loads, and the server names a bad field. */
export function VinForm({ value, error }: { value: string; error?: string }) {
  return (
    <form action="/recall" method="get" className="flex max-w-2xl flex-col gap-2" noValidate>
      <label htmlFor="chassi" className="font-semibold text-ink">
        {texts.label}
      </label>
      <p id="chassi-dica" className="text-sm text-muted">
        {texts.hint}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id="chassi"
          name="chassi"
          type="text"
          defaultValue={value}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "chassi-erro chassi-dica" : "chassi-dica"}
          className={`h-12 grow rounded-lg border bg-white px-4 font-mono text-base uppercase ${
            error ? "border-danger" : "border-muted"
          }`}
        />
        <button
          type="submit"
          className="h-12 rounded-(--radius-cta) bg-brand px-8 font-semibold text-white hover:bg-brand-accent"
        >
          {texts.submit}
        </button>
      </div>
      {error ? (
        <p id="chassi-erro" className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </form>
  );
}
