import { schedulingTexts as t } from "../texts";

/** A refusal, with a link to the booking (or request) it names when the server gave one. */
export function RefusalMessage({
  message,
  href,
  linkText = t.seeExistingBooking,
}: {
  message: string;
  href?: string;
  linkText?: string;
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
    </p>
  );
}
