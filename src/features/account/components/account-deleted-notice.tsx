import { accountTexts } from "../texts";

/**
 * What the home page says to an owner whose account was just deleted (`/?conta=excluida`, where
 * the deletion sends the browser): the session is gone, so the page is the visitor's, with this
 * on top. Plain HTML, the same for everyone who arrives so, kept in the shared page cache.
 */
export function AccountDeletedNotice() {
  return (
    <p
      role="status"
      className="mt-6 rounded-lg border border-success bg-[#e8f5eb] px-4 py-3 font-semibold text-[#14532d]"
    >
      {accountTexts.accountDeleted}
    </p>
  );
}
