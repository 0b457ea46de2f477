import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { GaragePageData } from "../server/garage-page-data";
import { ServicesView } from "./services-view";

const car = {
  id: 7,
  vin: "9BWAG45ZXRT214578",
  plate: "QFT3X42",
  renavam: null,
  modelName: "Polo",
  modelSlug: "polo",
  modelCode: "BZ11",
  imageUrl: "/illustrations/models/polo.svg",
  versionName: "Highline 170 TSI",
  modelYear: 2024,
  color: "Cinza Platinum",
  soldOn: "2023-02-19",
  sellingDealer: null,
  nickname: null,
  mileageKm: 26_000,
  mileageReadAt: null,
  openRecalls: [],
};

const due = (revisionNumber: number) => ({
  revisionNumber,
  dueDate: "2026-02-19",
  dueKm: revisionNumber * 10_000,
  overdue: true,
});

function page(upcoming: number[], history: GaragePageData["history"], revisionReminders = true) {
  const data: GaragePageData = {
    vehicles: [car],
    selected: car,
    upcoming: upcoming.map(due),
    history,
    dealer: null,
    transfers: [],
    registrationCompleted: true,
    revisionReminders,
  };
  return renderToStaticMarkup(<ServicesView data={data} />)
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

describe("the garage's services view", () => {
  it("says which revisions before the one due are not on record, and where to ask for them", () => {
    const html = renderToStaticMarkup(
      <ServicesView
        data={{
          vehicles: [car],
          selected: car,
          upcoming: [due(2)],
          history: [],
          dealer: null,
          transfers: [],
          registrationCompleted: true,
          revisionReminders: true,
        }}
      />,
    );
    expect(html).toContain(
      'href="/agendamento/servicos?flow=correction_revision&amp;vehicleId=7&amp;origin=MY_ACCOUNT"',
    );
    expect(page([2, 3, 4], [])).toContain(
      "A 1ª revisão não consta no histórico do veículo. Se ela já foi feita, peça a correção à concessionária. Corrigir uma revisão realizada",
    );
    expect(
      page([3, 4, 5], [{ readOn: "2024-02-10", mileageKm: 9_800, dealerName: null }]),
    ).toContain("A 2ª revisão não consta no histórico do veículo.");
    expect(page([4, 5, 6], [])).toContain("3 revisões anteriores não constam no histórico");
  });

  it("says nothing of the kind when the history holds every revision before the one due", () => {
    expect(
      page([2, 3, 4], [{ readOn: "2024-02-10", mileageKm: 9_800, dealerName: null }]),
    ).not.toContain("não consta");
    expect(page([1, 2, 3], [])).not.toContain("não consta");
  });

  it("says whether the owner is mailed as a revision falls due, and where to change it", () => {
    expect(page([1, 2, 3], [])).toContain(
      "Avisamos por e-mail um mês antes de cada revisão ou 1.000 km antes, o que vier primeiro. Mudar em Minha conta",
    );
    expect(page([1, 2, 3], [], false)).toContain(
      "Os avisos de revisão por e-mail estão desligados. Ligar em Minha conta",
    );
    expect(page([], [])).not.toContain("Avisamos por e-mail");
  });

  it("names the dealer of each revision on record, when known", () => {
    const html = page(
      [3, 4, 5],
      [
        { readOn: "2025-02-12", mileageKm: 19_800, dealerName: "Aliança Veículos Campinas" },
        { readOn: "2024-02-10", mileageKm: 9_800, dealerName: null },
      ],
    );
    expect(html).toContain(
      "Revisão em 12/02/2025, com 19.800 km, na concessionária Aliança Veículos Campinas",
    );
    expect(html).toContain("Revisão em 10/02/2024, com 9.800 km ");
  });

  it("says which correction requests await their dealer, with the way to each", () => {
    const html = renderToStaticMarkup(
      <ServicesView
        data={{
          vehicles: [car],
          selected: car,
          upcoming: [due(3)],
          history: [],
          dealer: null,
          transfers: [],
          registrationCompleted: true,
          revisionReminders: true,
        }}
        pendingCorrections={[
          {
            protocol: "CR26112845AB0A57",
            revisionNumber: 2,
            dealerName: "Aurora Autos Campinas 1",
          },
        ]}
      />,
    );
    expect(html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ")).toContain(
      "Seu pedido de correção da 2ª revisão está em análise na concessionária Aurora Autos Campinas 1. Ver pedido CR26112845AB0A57",
    );
    expect(html).toContain('href="/agendamento/servicos/confirmacao?claim=CR26112845AB0A57"');
  });
});
