import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { GarageVehicleWithRecalls } from "../server/open-recalls";
import { OpenRecallsAlert } from "./open-recalls-alert";

const vehicle = {
  id: 7,
  vin: "9BWAL45UZST105991",
  plate: "QFT3X42",
  modelName: "Polo",
  modelYear: 2025,
  openRecalls: [
    { number: "97AK", title: "Módulo do airbag do motorista" },
    { number: "45E1", title: "Fixação do banco traseiro" },
  ],
} as unknown as GarageVehicleWithRecalls;

describe("the garage's recall alert", () => {
  it("offers the repair of each open campaign, and for one already booked says when and links to it", () => {
    const html = renderToStaticMarkup(
      <OpenRecallsAlert
        vehicle={vehicle}
        booked={{
          "97AK": {
            when: "segunda-feira, 7 de dezembro de 2026 às 10:30 (horário de Brasília)",
            href: "/agendamento/servicos/confirmacao?id=a",
          },
        }}
      />,
    );
    expect(html).toContain(
      "Reparo agendado para segunda-feira, 7 de dezembro de 2026 às 10:30 (horário de Brasília).",
    );
    expect(html).toContain('href="/agendamento/servicos/confirmacao?id=a"');
    expect(html).toContain('aria-label="Ver o agendamento do reparo da campanha 97AK"');
    expect(html).not.toContain('aria-label="Agendar reparo do recall da campanha 97AK"');
    // The other campaign is still offered.
    expect(html).toContain('aria-label="Agendar reparo do recall da campanha 45E1"');
    expect(html.match(/Reparo agendado para/g)).toHaveLength(1);
  });
});
