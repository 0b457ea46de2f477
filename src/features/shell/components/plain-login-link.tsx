import type { ReactNode } from "react";
import { shellTexts } from "../texts";
import type { ShellUser } from "./shell-user";

/**
 * The login button's place for a browser without JavaScript, where its drawer cannot open: a
 * link that starts the login, or that leads an owner to "Minha conta".
 */
export function PlainLoginLink({
  user,
  loginHref,
  icon,
}: {
  user: ShellUser | null;
  loginHref: string;
  icon: ReactNode;
}) {
  return (
    <noscript>
      <a
        href={user ? "/minha-conta" : loginHref}
        aria-label={user ? shellTexts.userGreeting(user.name) : shellTexts.login}
        className="inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-full px-2 text-brand hover:bg-surface-alt"
      >
        {icon}
      </a>
    </noscript>
  );
}
