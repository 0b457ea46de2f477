import { schedulingTexts as t } from "../texts";

/**
 * Asks the server again; a 44 px target, as the step's other controls. The alert, and the button
 * with it, leave while the answer comes: the keyboard waits on the step's heading, not the body.
 */
function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <button
      type="button"
      className="inline-flex min-h-11 items-center font-semibold text-brand-accent underline"
      onClick={(event) => {
        event.currentTarget
          .closest("main")
          ?.querySelector<HTMLElement>("h2[tabindex='-1']")
          ?.focus();
        onRetry();
      }}
    >
      {t.retry}
    </button>
  );
}

/**
 * A refusal, with a link to the booking (or request) it names when the server gave one, and a
 * way to ask again when the answer never came: without it a step waiting on that answer is stuck.
 */
export function RefusalMessage({
  message,
  href,
  linkText = t.seeExistingBooking,
  onRetry,
}: {
  message: string;
  href?: string;
  linkText?: string;
  onRetry?: () => void;
}) {
  return (
    <p role="alert" className="text-danger">
      {message}
      {href && (
        <>
          {" "}
          <a href={href} className="font-semibold text-brand-accent underline">
            {linkText}
          </a>
        </>
      )}
      {onRetry && (
        <>
          {" "}
          <RetryButton onRetry={onRetry} />
        </>
      )}
    </p>
  );
}
