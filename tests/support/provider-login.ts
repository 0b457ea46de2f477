// The owner's part of a login at the embedded identity provider, as a browser goes through it:
// from the authorization URL the storefront gave, past the login form, to the storefront's callback.
import type { TestBrowser } from "./test-browser";

/**
 * Signs in at the provider with `email` and `password` and answers the callback URL the provider
 * sends the browser to. A browser the provider already knows goes straight there, with no form.
 */
export async function signInAtProvider(
  browser: TestBrowser,
  authorizationUrl: string,
  { email, password }: { email: string; password: string },
): Promise<URL> {
  const started = await browser.follow(authorizationUrl);
  if (started.location) return started.location;
  const page = await started.response.text();
  const action = /<form method="post" action="([^"]+\/login)"/.exec(page)?.[1];
  const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1];
  if (!action || !csrf) throw new Error(`no login form at the provider: ${page.slice(0, 300)}`);
  const signedIn = await browser.fetch(new URL(action, authorizationUrl), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf, email, password }),
  });
  const next = signedIn.headers.get("location");
  if (signedIn.status !== 303 || !next) {
    throw new Error(`the provider refused the login (${signedIn.status})`);
  }
  const { location } = await browser.follow(new URL(next, authorizationUrl));
  if (!location) throw new Error("the provider did not send the browser back to the storefront");
  return location;
}
