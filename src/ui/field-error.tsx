/** A field's message, tied to it by `id` (the field's aria-describedby names it). */
export function FieldError({
  id,
  message,
  announce = false,
}: {
  id: string;
  message?: string;
  /** Speaks the message as it appears (see TextField's announceError). */
  announce?: boolean;
}) {
  if (!message) return null;
  return (
    <p id={id} role={announce ? "alert" : undefined} className="mt-1 text-sm text-error">
      {message}
    </p>
  );
}
