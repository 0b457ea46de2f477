import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { AppShell, shellTexts } from "@/features/shell";
import "./globals.css";

export const metadata: Metadata = {
  title: shellTexts.siteTitle,
  description: shellTexts.siteDescription,
};

export const viewport: Viewport = {
  themeColor: "#001e50",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="pt-BR">
      <body>
        <AppShell>{children}</AppShell>
      </body>
    </html>
  );
}
