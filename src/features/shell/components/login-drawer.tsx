"use client";

import Link from "next/link";
import { Button } from "@/ui/button";
import { DrawerPanel } from "@/ui/drawer-panel";
import { Spinner } from "@/ui/spinner";
import { loginHelpHref } from "../navigation";
import { drawerTexts } from "../drawer-texts";
import { shellTexts } from "../texts";
import type { ShellUser } from "./shell-user";

/** Drawer links of the logged-in user (SPEC.md section 2). */
const garageLinks = [
  { label: drawerTexts.services, href: "/garagem?view=servicos" },
  { label: drawerTexts.vehicleData, href: "/garagem?view=meuveiculo" },
  { label: drawerTexts.myDealer, href: "/garagem?view=concessionaria" },
];

interface LoginDrawerProps {
  user: ShellUser | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  redirecting: boolean;
  onSignIn: () => void;
  onSignOut: () => void;
  onGuide: () => void;
}

const linkClass = "flex min-h-12 items-center text-lg font-semibold text-brand hover:underline";

/** The login control's drawer: the owner's links and sign-out, or the visitor's way in. */
export function LoginDrawer({
  user,
  open,
  onOpenChange,
  redirecting,
  onSignIn,
  onSignOut,
  onGuide,
}: LoginDrawerProps) {
  return user ? (
    <DrawerPanel
      open={open}
      onOpenChange={onOpenChange}
      title={shellTexts.userGreeting(user.name)}
      side="right"
      widthClass="w-full sm:w-(--width-drawer-login)"
      closeLabel={drawerTexts.closeDrawer}
    >
      <ul className="mt-6 space-y-1">
        {garageLinks.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              className={linkClass}
              onClick={() => onOpenChange(false)}
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
            onClick={() => onOpenChange(false)}
            prefetch={false}
          >
            {drawerTexts.myAccount}
          </Link>
        </li>
      </ul>
      <button type="button" onClick={onSignOut} className={`${linkClass} mt-6`}>
        {drawerTexts.signOut}
      </button>
    </DrawerPanel>
  ) : (
    <DrawerPanel
      open={open}
      onOpenChange={onOpenChange}
      title={drawerTexts.visitorGreeting}
      side="right"
      widthClass="w-full sm:w-(--width-drawer-visitor)"
      closeLabel={drawerTexts.closeDrawer}
    >
      <p className="mt-4 text-muted">{drawerTexts.visitorIntro}</p>
      <div className="mt-6">
        <Button onClick={onSignIn} disabled={redirecting} aria-busy={redirecting}>
          {redirecting ? <Spinner size={24} label={drawerTexts.signingIn} /> : drawerTexts.signIn}
        </Button>
      </div>
      <ul className="mt-6 space-y-1">
        <li>
          <Link
            href={loginHelpHref}
            className={linkClass}
            onClick={() => onOpenChange(false)}
            prefetch={false}
          >
            {drawerTexts.loginHelp}
          </Link>
        </li>
        <li>
          <button type="button" className={linkClass} onClick={onGuide}>
            {drawerTexts.registrationGuide}
          </button>
        </li>
      </ul>
    </DrawerPanel>
  );
}
