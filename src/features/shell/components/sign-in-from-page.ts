import { drawerTexts } from "../drawer-texts";

/** What a login button says while the browser is sent to the provider: the drawer's words. */
export const signingInText = drawerTexts.signingIn;

/**
 * SPEC.md section 4's login started by a page's own button (the booking wizard's), the same as
 * the drawer's: the login time stored, the redirect reported, the provider's absence said. The
 * code loads on the click, as the drawer's does.
 */
export async function signInFromPage(
  apiKey: string,
  returnTo: string,
): Promise<string | undefined> {
  const { signIn } = await import("./session-actions");
  return signIn(apiKey, returnTo);
}
