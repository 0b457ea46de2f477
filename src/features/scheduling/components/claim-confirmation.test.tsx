import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import type { AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ClientConfigProvider } from "@/lib/client-config";
import type { OwnerClaimView } from "../server/claims";
import { ClaimConfirmation } from "./claim-confirmation";

const claim: OwnerClaimView = {
  protocol: "CR261128AB12CD34",
  revisionNumber: 2,
  servicePerformedDate: "2026-03-10",
  revisionOdometer: 20_150,
  description: "A 2ª revisão não aparece no histórico.",
  plate: "BRA2E19",
  dealerName: "Concessionária Paulista",
  modelName: "T-Cross",
  status: "received",
  createdAt: "2026-11-28T02:30:00.000Z",
  settledAt: null,
  dealerNote: null,
  submittedOdometer: null,
};

/** The page as a person reads it, inside what the page gives its island: tags out, spaces as one. */
const textOf = (view: OwnerClaimView) =>
  renderToStaticMarkup(
    <AppRouterContext.Provider value={{} as AppRouterInstance}>
      <ClientConfigProvider
        value={{ apiKey: "k", flagsDocumentUrl: undefined, flagsEtag: undefined, site: "offers" }}
      >
        <ClaimConfirmation claim={view} />
      </ClientConfigProvider>
    </AppRouterContext.Provider>,
  )
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("a correction request's page", () => {
  it("while the dealer has not decided, says so and offers to withdraw it", () => {
    const text = textOf(claim);
    expect(text).toContain("Pedido de correção enviado!");
    expect(text).toContain("Situação: Em análise pela concessionária");
    expect(text).toContain("Retirar pedido");
    expect(text).toContain("A 2ª revisão não aparece no histórico.");
    // Sent at 23:30 in Brasília on the 27th: the day a Brazilian owner sent it.
    expect(text).toContain("Enviado em 27/11/2026");
  });

  it("accepted, says the revision is in the history and offers nothing to withdraw", () => {
    const text = textOf({ ...claim, status: "accepted", settledAt: "2026-12-01T13:00:00.000Z" });
    expect(text).toContain("Pedido de correção aceito");
    expect(text).toContain("Situação: Aceito pela concessionária");
    expect(text).toContain(
      "Em 01/12/2026 a concessionária registrou esta revisão no histórico do veículo.",
    );
    expect(text).not.toContain("Retirar pedido");
    expect(text).not.toContain("corrigida pela concessionária");
  });

  it("accepted with the dealer's own odometer, shows it beside the owner's figure", () => {
    const text = textOf({
      ...claim,
      status: "accepted",
      settledAt: "2026-12-01T13:00:00.000Z",
      revisionOdometer: 20_510,
      submittedOdometer: 20_150,
    });
    expect(text).toContain("20.510 km (corrigida pela concessionária; você informou 20.150 km)");
  });

  it("declined, shows the dealer's reason", () => {
    const text = textOf({
      ...claim,
      status: "declined",
      settledAt: "2026-12-01T13:00:00.000Z",
      dealerNote: "Traga a nota fiscal da revisão.",
    });
    expect(text).toContain("Pedido de correção recusado");
    expect(text).toContain("Mensagem da concessionária Traga a nota fiscal da revisão.");
    expect(text).not.toContain("Retirar pedido");
  });

  it("withdrawn, says the owner may send another", () => {
    const text = textOf({ ...claim, status: "withdrawn", settledAt: "2026-11-29T12:00:00.000Z" });
    expect(text).toContain("Pedido de correção retirado");
    expect(text).toContain(
      "Você retirou o pedido em 29/11/2026. Se precisar, envie um novo pedido.",
    );
    expect(text).not.toContain("Retirar pedido");
  });
});
