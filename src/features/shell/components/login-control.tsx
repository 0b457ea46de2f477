"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useCallback, useEffect, useState } from "react";
import { track } from "@/features/analytics";
import { browserStorage } from "@/lib/browser-storage";
import { useCallApi } from "@/lib/api-client";
import { Button } from "@/ui/button";
import { Drawer } from "@/ui/drawer";
import { Spinner } from "@/ui/spinner";
import { useToast } from "@/ui/toast";
import { garageLinks, loginHelpHref } from "../navigation";
import { sessionEndpoints } from "../endpoints";
import { shellTexts } from "../texts";

// The guide and its carousel load on the first "Guia de cadastro" click, not with every page.
const RegistrationGuide = dynamic(
  () => import("./guide/registration-guide").then((module) => module.RegistrationGuide),
  { ssr: false },
);

export interface ShellUser {
  name: string;
}

const sessionCheckMs = 1000;

function sessionExpiresAt(): number | undefined {
  const match = document.cookie.match(/(?:^|;\s*)exp_aut=(\d+)/);
  return match?.[1] ? Number(match[1]) : undefined;
}

export function LoginControl({ user }: { user: ShellUser | null }) {
  const [open, setOpen] = useState(false);
  const [guideOpen, setGuideOpen] = useState(false);
  const [guideLoaded, setGuideLoaded] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const callApi = useCallApi();
  const { showToast } = useToast();

  // Monitoring goes to the server's log whatever the cookie consent (no personal data in it).
  const reportMonitoring = useCallback(
    (transaction: "redirect_to_vwid" | "session_duration", durationMs?: number) => {
      track({ event: "monitoring_transaction", transaction, duration_ms: durationMs });
      void callApi(sessionEndpoints.monitoring, {
        body: { transaction, durationMs },
        keepalive: true,
      });
    },
    [callApi],
  );

  const signIn = async () => {
    setRedirecting(true);
    const answer = await callApi(sessionEndpoints.loginAddress, {
      body: { redirectToBack: `${window.location.pathname}${window.location.search}` },
    });
    if (answer.ok) {
      // SPEC.md section 4: the login time is stored before the browser leaves for the provider.
      const now = Date.now();
      browserStorage.set("authRedirectTime", now);
      browserStorage.set("loginTime", now);
      reportMonitoring("redirect_to_vwid");
      window.location.assign(answer.data.data.url);
      return;
    }
    setRedirecting(false);
    // The provider away (503) has its own pt-BR message; anything else is the generic one.
    showToast(answer.error.status === 503 ? answer.error.message : shellTexts.loginError, "error");
  };

  const signOut = useCallback(async () => {
    const loginTime = browserStorage.get("loginTime");
    if (loginTime) {
      reportMonitoring("session_duration", Math.max(0, Date.now() - loginTime));
      browserStorage.remove("loginTime");
    }
    setOpen(false);
    const answer = await callApi(sessionEndpoints.logoutAddress, {});
    if (answer.ok) window.location.assign(answer.data.url);
    else showToast(shellTexts.logoutError, "error");
  }, [callApi, showToast, reportMonitoring]);

  // SPEC.md section 4: a check every second logs the user out once exp_aut has passed.
  useEffect(() => {
    if (!user) return;
    if (browserStorage.get("authRedirectTime")) {
      browserStorage.remove("authRedirectTime");
      track({ event: "login", method: "vwid" });
    }
    if (!browserStorage.get("loginTime")) browserStorage.set("loginTime", Date.now());
    const timer = setInterval(() => {
      const expiresAt = sessionExpiresAt();
      if (expiresAt === undefined || expiresAt <= Date.now()) {
        clearInterval(timer);
        void signOut();
      }
    }, sessionCheckMs);
    return () => clearInterval(timer);
  }, [user, signOut]);

  const linkClass = "flex min-h-12 items-center text-lg font-semibold text-brand hover:underline";

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={user ? shellTexts.userGreeting(user.name) : shellTexts.login}
        className="inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-full px-2 text-brand hover:bg-surface-alt"
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M4 21a8 8 0 0 1 16 0" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        {user ? (
          <span className="hidden max-w-40 truncate font-semibold lg:inline">{user.name}</span>
        ) : null}
      </button>
      {user ? (
        <Drawer
          open={open}
          onOpenChange={setOpen}
          title={shellTexts.userGreeting(user.name)}
          side="right"
          widthClass="w-full sm:w-(--width-drawer-login)"
          closeLabel={shellTexts.closeDrawer}
        >
          <ul className="mt-6 space-y-1">
            {garageLinks.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className={linkClass}
                  onClick={() => setOpen(false)}
                  prefetch={false}
                >
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link
                href="/minha-conta"
                className={linkClass}
                onClick={() => setOpen(false)}
                prefetch={false}
              >
                {shellTexts.myAccount}
              </Link>
            </li>
          </ul>
          <button type="button" onClick={() => void signOut()} className={`${linkClass} mt-6`}>
            {shellTexts.signOut}
          </button>
        </Drawer>
      ) : (
        <Drawer
          open={open}
          onOpenChange={setOpen}
          title={shellTexts.visitorGreeting}
          side="right"
          widthClass="w-full sm:w-(--width-drawer-visitor)"
          closeLabel={shellTexts.closeDrawer}
        >
          <p className="mt-4 text-muted">{shellTexts.visitorIntro}</p>
          <div className="mt-6">
            <Button onClick={() => void signIn()} disabled={redirecting} aria-busy={redirecting}>
              {redirecting ? <Spinner size={24} label={shellTexts.signingIn} /> : shellTexts.signIn}
            </Button>
          </div>
          <ul className="mt-6 space-y-1">
            <li>
              <Link
                href={loginHelpHref}
                className={linkClass}
                onClick={() => setOpen(false)}
                prefetch={false}
              >
                {shellTexts.loginHelp}
              </Link>
            </li>
            <li>
              <button
                type="button"
                className={linkClass}
                onClick={() => {
                  setOpen(false);
                  setGuideLoaded(true);
                  setGuideOpen(true);
                }}
              >
                {shellTexts.registrationGuide}
              </button>
            </li>
          </ul>
        </Drawer>
      )}
      {guideLoaded ? (
        <RegistrationGuide
          open={guideOpen}
          onOpenChange={setGuideOpen}
          onStart={() => {
            setGuideOpen(false);
            void signIn();
          }}
        />
      ) : null}
    </>
  );
}
