"use client";

import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { track } from "@/features/analytics";
import { browserStorage } from "@/lib/browser-storage";
import { useClientConfig } from "@/lib/client-config";
import { useToast } from "@/ui/toast";
import { loadOnFirstUse } from "@/ui/load-on-first-use";
import { useOpenedOnce } from "@/ui/use-opened-once";
import { shellTexts } from "../texts";
import type { ShellUser } from "./shell-user";

// The login and the logout wait for a click or a session's end: their code, the calls they make
// and the note of a session that ran out load then, not with every page.
const loadSessionActions = () => import("./session-actions");

// The drawers (visitor and owner) load on the first opening: few visitors open them, and every
// page has this control.
const LoginDrawer = loadOnFirstUse(() =>
  import("./login-drawer").then((module) => module.LoginDrawer),
);

// The guide and its carousel load on the first "Guia de cadastro" click, not with every page.
const RegistrationGuide = loadOnFirstUse(() =>
  import("./guide/registration-guide").then((module) => module.RegistrationGuide),
);

const sessionCheckMs = 1000;

/** Whether a session that ran out left a note ("vw.expiredSession", read by expired-session.ts). */
function hasExpiredSessionNote(): boolean {
  try {
    return window.localStorage.getItem("vw.expiredSession") !== null;
  } catch {
    return false;
  }
}

/** Whether the browser holds a session that has not run out (SPEC.md section 4's exp_aut). */
function holdsSession(): boolean {
  return Number(/(?:^|;\s*)exp_aut=(\d+)/.exec(document.cookie)?.[1] ?? 0) > Date.now();
}

export function LoginControl({
  user: renderedUser,
  icon,
}: {
  user: ShellUser | null;
  /** The person icon, rendered on the server: drawings stay out of the page's JavaScript. */
  icon: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const opened = useOpenedOnce(open);
  const [guideOpen, setGuideOpen] = useState(false);
  const [guideLoaded, setGuideLoaded] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const { apiKey } = useClientConfig();
  const { showToast } = useToast();
  // The owner the page was rendered for, or the session's, asked for below.
  const [sessionUser, setSessionUser] = useState<ShellUser | null>(null);
  const user = renderedUser ?? sessionUser;

  const signIn = async () => {
    setRedirecting(true);
    const failure = await (await loadSessionActions()).signIn(apiKey);
    if (failure === undefined) return;
    setRedirecting(false);
    showToast(failure, "error");
  };

  const signOut = useCallback(
    async (reason: "asked" | "expired") => {
      setOpen(false);
      const failure = await (await loadSessionActions()).signOut(apiKey, reason);
      if (failure !== undefined) showToast(failure, "error");
    },
    [apiKey, showToast],
  );

  // A page shared with visitors names no owner (decision 075): the one whose session the browser
  // holds is asked for. Where an expired session's logout lands, the owner is told why instead,
  // and "Entrar" goes back. Either way the code loads only then.
  useEffect(() => {
    if (renderedUser) return;
    const signedIn = holdsSession();
    if (!signedIn && !hasExpiredSessionNote()) return;
    let current = true;
    void loadSessionActions().then(async (session) => {
      if (!signedIn) {
        if (session.takeExpiredSessionNotice()) showToast(session.sessionExpiredText, "error");
        return;
      }
      const owner = await session.sessionOwner(apiKey);
      if (current) setSessionUser(owner);
    });
    return () => {
      current = false;
    };
  }, [renderedUser, apiKey, showToast]);

  // SPEC.md section 4: a check every second logs the user out once exp_aut has passed.
  useEffect(() => {
    if (!user) return;
    if (browserStorage.get("authRedirectTime")) {
      browserStorage.remove("authRedirectTime");
      track({ event: "login", method: "vwid" });
    }
    if (!browserStorage.get("loginTime")) browserStorage.set("loginTime", Date.now());
    const timer = setInterval(() => {
      if (!holdsSession()) {
        clearInterval(timer);
        void signOut("expired");
      }
    }, sessionCheckMs);
    return () => clearInterval(timer);
  }, [user, signOut]);

  return (
    <>
      <button
        ref={button}
        type="button"
        data-needs-script=""
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={user ? shellTexts.userGreeting(user.name) : shellTexts.login}
        className="inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-full px-2 text-brand hover:bg-surface-alt"
      >
        {icon}
        {user ? (
          // The first name: a full one was cut short in the bar; the label keeps it whole.
          <span className="hidden max-w-40 truncate font-semibold lg:inline">
            {user.name.trim().split(/\s+/)[0]}
          </span>
        ) : null}
      </button>
      {opened ? (
        <LoginDrawer
          user={user}
          open={open}
          onOpenChange={setOpen}
          redirecting={redirecting}
          onSignIn={() => void signIn()}
          onSignOut={() => void signOut("asked")}
          onGuide={() => {
            setOpen(false);
            setGuideLoaded(true);
            setGuideOpen(true);
          }}
        />
      ) : null}
      {guideLoaded ? (
        <RegistrationGuide
          open={guideOpen}
          onOpenChange={setGuideOpen}
          onStart={() => {
            setGuideOpen(false);
            void signIn();
          }}
          returnFocus={() => button.current?.focus()}
        />
      ) : null}
    </>
  );
}
