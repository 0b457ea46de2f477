import { schedulingTexts as t } from "../texts";

/** A refusal, with a link to the booking it names when the server gave one. */
export function RefusalMessage({ message, href }: { message: string; href?: string }) {
  return (
    <p role="alert" className="text-danger">
      {message}
      {href && (
        <>
          {" "}
          <a href={href} className="font-semibold text-brand-accent underline">
            {t.seeExistingBooking}
          </a>
        </>
      )}
    </p>
  );
}
