import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SendClaimButton } from "./claim-step";

const button = (sending: boolean, short: boolean) =>
  renderToStaticMarkup(<SendClaimButton sending={sending} short={short} onSend={() => {}} />);

describe("the correction request's send button", () => {
  it("keeps the keyboard's focus while sending: marked busy, not disabled", () => {
    const markup = button(true, false);
    expect(markup).not.toMatch(/\sdisabled=/);
    expect(markup).toContain('aria-disabled="true"');
    expect(markup).toContain("Enviar pedido de correção");
  });

  it("is disabled while the description is too short to send", () => {
    expect(button(false, true)).toMatch(/\sdisabled=""/);
    expect(button(false, false)).not.toMatch(/\sdisabled=/);
  });
});
