import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { BookingView } from "../server/booking-view";
import { BookingConfirmation } from "./booking-confirmation";

const booking: BookingView = {
  id: "6f1c2a9e-1d2b-4c3d-8e4f-5a6b7c8d9e0f",
  protocol: "AG261207ABCD1234",
  status: "confirmed",
  flowType: "additional_services",
  origin: "MY_ACCOUNT",
  vehicle: {
    vehicleId: null,
    modelCode: "BT41",
    modelName: "T-Cross",
    modelYear: 2024,
    plate: "BRA2E19",
    vin: null,
    mileageKm: 21000,
  },
  dealer: {
    code: "10000",
    name: "Concessionária Paulista",
    address: "Av. Paulista, 1000",
    city: "São Paulo",
    timeZone: "America/Sao_Paulo",
    stateCode: "SP",
    phone: "1130000000",
  },
  consultant: { id: 1, name: "Ana Souza", documentNumber: "12345678900" },
  startsAt: "2026-12-07T11:00:00.000Z",
  endsAt: "2026-12-07T11:30:00.000Z",
  shift: "Manhã",
  services: [
    {
      itemListId: "PALHETAS-1",
      code: "PALHETAS",
      name: "Palhetas do limpador",
      serviceType: "2",
      price: 120,
      freeOffer: false,
      priceOnRequest: false,
      mandatoryItems: [],
      recallCampaign: null,
    },
  ],
  total: 120,
  priceOnRequest: false,
  contact: { name: "Ana", email: "cliente@exemplo.com.br", phone: "11912345678", preference: 1 },
  mailedTo: "ana.da.conta@exemplo.com.br",
  additionalInformation: null,
  photoCount: 0,
  holdExpiresAt: null,
  createdAt: "2026-11-20T12:00:00.000Z",
  cancelledAt: null,
  cancelReason: null,
  outcome: null,
  outcomeAt: null,
  completedMileageKm: null,
};

const page = (view: BookingView, now: string, nickname: string | null = null) =>
  renderToStaticMarkup(
    <BookingConfirmation
      booking={view}
      nickname={nickname}
      ics=""
      today={now.slice(0, 10)}
      lastDay="2027-03-01"
      now={Date.parse(now)}
    />,
  );
const title = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];

// A visit still to come shows the reschedule and cancel actions, which need the app router: the
// wording chosen for it is bookingMoment's (domain/booking-moment.test.ts).
describe("BookingConfirmation", () => {
  it("says the visit's date has passed once it started, with the booking's details", () => {
    const html = page(booking, "2026-12-08T12:00:00.000Z");
    expect(title(html)).toBe("A data deste agendamento já passou");
    expect(html).not.toContain("Agendamento confirmado!");
    expect(html).not.toContain("Enviamos a confirmação");
    expect(html).toContain(
      "O atendimento estava marcado para segunda-feira, 7 de dezembro de 2026 às 08:00 (horário de Brasília).",
    );
    expect(html).toContain("AG261207ABCD1234");
    expect(html).toContain("Palhetas do limpador");
    expect(html).not.toContain("Adicionar à agenda");
  });

  it("names the garage vehicle as the review did, with the owner's name for it", () => {
    const later = "2026-12-08T12:00:00.000Z";
    const garageBooking = { ...booking, vehicle: { ...booking.vehicle, vehicleId: 7 } };
    const text = (html: string) => html.replace(/<[^>]+>/g, "");
    expect(text(page(garageBooking, later, "Carro da Ana"))).toContain(
      "T-Cross (Carro da Ana) 2024 · BRA2E19 · 21.000 km",
    );
    expect(text(page(garageBooking, later))).toContain("T-Cross 2024 · BRA2E19 · 21.000 km");
  });

  it("says what the dealer reported of the visit once it did", () => {
    const past = "2026-12-08T12:00:00.000Z";
    const completed = page(
      {
        ...booking,
        outcome: "completed",
        outcomeAt: "2026-12-07T15:00:00.000Z",
        completedMileageKm: 21_450,
      },
      past,
    );
    expect(completed).toContain("Atendimento concluído em 07/12/2026, com 21.450 km no hodômetro.");
    const missed = page(
      { ...booking, outcome: "no_show", outcomeAt: "2026-12-07T15:00:00.000Z" },
      past,
    );
    expect(missed).toContain(
      "A concessionária registrou que o veículo não veio a este atendimento.",
    );
    expect(page(booking, past)).not.toContain("Atendimento concluído");
  });

  it("says a cancelled booking is cancelled, not confirmed", () => {
    const html = page(
      { ...booking, status: "cancelled", cancelledAt: "2026-11-21T12:00:00.000Z" },
      "2026-12-08T12:00:00.000Z",
    );
    expect(title(html)).toBe("Agendamento cancelado.");
    expect(html).not.toContain("Enviamos a confirmação");
    expect(html).toContain("Total (cancelado, sem cobrança)");
    expect(html).toMatch(/<s [^>]*>R\$\s120,00<\/s>/u);
  });

  it.each([
    [1, "Por e-mail, em cliente@exemplo.com.br"],
    [2, "Por telefone, no (11) 91234-5678"],
    [3, "Por WhatsApp, no (11) 91234-5678"],
  ] as const)(
    "names the channel the owner chose for the dealer's contact (%i)",
    (preference, said) => {
      const html = page(
        {
          ...booking,
          contact: {
            name: "Ana",
            email: "cliente@exemplo.com.br",
            phone: "11912345678",
            preference,
          },
        },
        "2026-12-08T12:00:00.000Z",
      );
      const value = /<dt[^>]*>Contato da concessionária<\/dt><dd[^>]*>(.*?)<\/dd>/.exec(html)?.[1];
      expect(value?.replace(/<[^>]+>/g, "")).toBe(said);
      // A number is one unit on a 320 px screen: never broken at its space or hyphen.
      if (preference !== 1) {
        expect(value).toContain('<span class="whitespace-nowrap">(11) 91234-5678</span>');
      }
    },
  );
});
