/** The words of the reminders' choice: written by the server, so no page's script carries them. */
export const revisionRemindersTexts = {
  reminders: "Avisos por e-mail",
  revisionReminders: "Avisar quando a próxima revisão do meu veículo estiver chegando",
  revisionRemindersHint:
    "Um mês antes da data da revisão ou 1.000 km antes da quilometragem, o que vier primeiro.",
} as const;

const t = revisionRemindersTexts;

/**
 * Minha conta's choice of revision reminders, rendered inside the profile form: its box is sent
 * with the form's other fields. Unchecked boxes send nothing: the hidden "false" is what an
 * unchecked box says.
 */
export function RevisionRemindersField({ checked }: { checked: boolean }) {
  return (
    <fieldset>
      <legend className="mb-2 text-lg font-bold text-brand">{t.reminders}</legend>
      <input type="hidden" name="revisionReminders" value="false" />
      <label className="flex min-h-11 items-start gap-2">
        <input
          type="checkbox"
          name="revisionReminders"
          value="true"
          defaultChecked={checked}
          aria-describedby="revision-reminders-hint"
          className="mt-0.5 h-5 w-5 shrink-0"
        />
        <span>{t.revisionReminders}</span>
      </label>
      <p id="revision-reminders-hint" className="ml-7 text-sm text-muted">
        {t.revisionRemindersHint}
      </p>
    </fieldset>
  );
}
