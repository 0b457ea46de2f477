import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import type { AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ClientConfigProvider } from "@/lib/client-config";
import { ToastProvider } from "@/ui/toast";
import { garageActionTexts } from "../texts/garage-actions";
import { transferRequestText, transferRequestTexts } from "../texts/transfer-requests";
import { TransferRequests } from "./transfer-requests";

function buttonOf(html: string, name: string): string {
  const button = html.match(new RegExp(`<button[^>]*>${name}</button>`));
  if (!button) throw new Error(`no button named ${name}`);
  return button[0];
}

const router = {} as AppRouterInstance;

describe("the garage's transfer requests", () => {
  // Inside what the garage page gives its islands: the router, the api key and the toast.
  const html = renderToStaticMarkup(
    <AppRouterContext.Provider value={router}>
      <ClientConfigProvider
        value={{ apiKey: "k", flagsDocumentUrl: undefined, flagsEtag: undefined, site: "offers" }}
      >
        <ToastProvider>
          <TransferRequests
            requests={[
              {
                id: 4,
                vehicleLabel: "Polo QFT3X42",
                direction: "incoming",
                text: transferRequestText({
                  vehicleLabel: "Polo QFT3X42",
                  expiresAt: "2026-12-11T02:30:00.000Z",
                  direction: "incoming",
                }),
              },
              {
                id: 9,
                vehicleLabel: "T-Cross BRA2E19",
                direction: "outgoing",
                text: transferRequestText({
                  vehicleLabel: "T-Cross BRA2E19",
                  expiresAt: "2026-12-09T15:00:00.000Z",
                  direction: "outgoing",
                }),
              },
            ]}
          />
        </ToastProvider>
      </ClientConfigProvider>
    </AppRouterContext.Provider>,
  );

  it("asks before either answer to a claim on the owner's vehicle: both buttons open a dialog", () => {
    for (const name of [garageActionTexts.transferAccept, garageActionTexts.transferDecline]) {
      const button = buttonOf(html, name);
      expect(button).toContain('aria-haspopup="dialog"');
      expect(button).toContain('aria-expanded="false"');
    }
  });

  it("says until when each claim waits, as the day in Brasília", () => {
    // 02:30 UTC on the 11th is still the 10th in Brasília.
    expect(html).toContain(
      "Sem resposta até 10/12/2026, o pedido expira e o veículo continua na sua garagem.",
    );
    expect(html).toContain("Sem resposta até 09/12/2026, o pedido expira.");
  });

  it("offers no answer to the owner's own claim, only that it waits", () => {
    expect(html).toContain(transferRequestTexts.outgoing("T-Cross BRA2E19"));
    expect(html.match(/<button/g)).toHaveLength(2);
  });
});
