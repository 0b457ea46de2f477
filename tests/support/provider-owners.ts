// Owners as the identity provider knows them, for integration suites that run it: verified
// accounts, each with an e-mail and a valid CPF of its own, and the storefront session of each.
import { accountRepository, type Account } from "../../services/identity/accounts";
import { cpfOf } from "./cpf";
import { requestCookies, sessionCookies, type TestIdentityProvider } from "./owner-tokens";
import { callRoute, type ContractRoute, type RouteCall } from "./route-caller";

export interface SessionOwner {
  account: Account;
  /** The identity token the login callback would have stored. */
  token: string;
}

/**
 * Accounts of `provider`'s own store (a memory store for each suite). Each is `mailbox+N` at
 * exemplo.com.br, so a suite reads whose mail a message was.
 */
export function providerOwners(
  provider: TestIdentityProvider,
  { mailbox, password = "Variant#1969" }: { mailbox: string; password?: string },
) {
  const accounts = accountRepository(provider.store);
  let sequence = 0;
  const createAccount = (name: string): Promise<Account> => {
    sequence += 1;
    return accounts.create(
      {
        name,
        email: `${mailbox}+${sequence}@exemplo.com.br`,
        cpf: cpfOf(123_456_780 + sequence),
        phone: "11987654321",
        password,
        terms: "on",
      },
      "2026-11",
    );
  };
  return {
    accounts,
    createAccount,
    /** A new account, logged in at the storefront. */
    async newOwner(name: string): Promise<SessionOwner> {
      const account = await createAccount(name);
      return { account, token: await provider.issueIdToken(account.id, name) };
    },
  };
}

/** Calls a route as the owner's browser would, with the session cookies of its login. */
export function asSessionOwner<R extends ContractRoute>(
  owner: Pick<SessionOwner, "token">,
  route: R,
  options: RouteCall = {},
) {
  return requestCookies.run(sessionCookies(owner.token), () => callRoute(route, options));
}
