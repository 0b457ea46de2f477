import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { leadTexts } from "../texts";
import { LeadConfirmationView } from "./lead-confirmation-view";

const view = (simulationLeftOut?: boolean) =>
  renderToStaticMarkup(
    <LeadConfirmationView
      protocol="VW-260101-ABC123"
      dealer="Auto Center Paulista"
      simulationLeftOut={simulationLeftOut}
      again={null}
    />,
  );

describe("a sent lead's confirmation", () => {
  it("tells the shopper the simulation did not go with the lead when it was left out", () => {
    const html = view(true);
    expect(html).toContain("VW-260101-ABC123");
    expect(html).toContain(leadTexts.simulationLeftOut);
  });

  it("says nothing of a simulation otherwise", () => {
    expect(view(false)).not.toContain(leadTexts.simulationLeftOut);
    expect(view()).not.toContain("simulação");
  });
});
