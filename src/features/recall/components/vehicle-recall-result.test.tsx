import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { RecallCampaign, VehicleRecallStatus } from "../domain/recall-status";
import { VehicleRecallResult } from "./vehicle-recall-result";

const campaign = (number: string, title: string): RecallCampaign => ({
  number,
  title,
  component: "Airbag",
  risk: "Lesões em caso de colisão.",
  remedy: "Substituição do módulo.",
  repairMinutes: 60,
  startsOn: "2026-03-01",
});

const status: VehicleRecallStatus = {
  vehicle: {
    id: 7,
    vin: "9BWAL45UZST105991",
    model: "Polo",
    modelCode: "BZ11",
    version: "Polo Highline 200 TSI",
    modelYear: 2025,
    color: "Branco Cristal",
    nickname: null,
  },
  open: [campaign("97AK", "Módulo do airbag do motorista"), campaign("45E1", "Banco traseiro")],
  completed: [],
};

describe("a vehicle's recall result", () => {
  it("leads a campaign already booked to its visit, and still offers the others", () => {
    const html = renderToStaticMarkup(
      <VehicleRecallResult
        status={status}
        level={3}
        owned
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
    expect(html).not.toContain('aria-label="Agendar atendimento da campanha 97AK"');
    expect(html).toContain('aria-label="Agendar atendimento da campanha 45E1"');
  });

  it("offers every open campaign when nothing is booked", () => {
    const html = renderToStaticMarkup(<VehicleRecallResult status={status} level={2} />);
    expect(html).not.toContain("Reparo agendado");
    expect(html.match(/Agendar atendimento da campanha/g)).toHaveLength(2);
  });
});
