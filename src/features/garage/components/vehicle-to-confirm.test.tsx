import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { registrationTexts } from "../texts/registration";
import { validationTexts } from "../texts/validation";
import { vinToConfirmTexts } from "../texts/vin-to-confirm";
import { VehicleToConfirm, VinToConfirmField, vinToConfirm } from "./vehicle-to-confirm";

// A free Polo found by its plate: the search answers its model and withholds its chassi.
const foundByPlate = {
  vin: null,
  plate: "QFT-3X42",
  modelName: "Polo",
  imageUrl: "/illustrations/vehicles/cinza/polo.svg",
  versionName: "Highline 170 TSI",
  modelYear: 2024,
  color: "Cinza Platinum",
  soldOn: null,
};

function confirmStep() {
  return renderToStaticMarkup(
    <VehicleToConfirm intro={registrationTexts.confirmIntro} vehicle={foundByPlate} asksVin>
      <button type="submit">{registrationTexts.confirm}</button>
    </VehicleToConfirm>,
  );
}

const inputOf = (html: string) => /<input [^>]*>/.exec(html)?.[0] ?? "";

describe('"Confirmar veículo" of a vehicle found by its plate', () => {
  it("shows the card without a chassi and asks for the chassi in a labelled field", () => {
    const html = confirmStep();
    expect(html).toContain("Polo 2024");
    expect(html).toContain("Cinza Platinum");
    expect(html).not.toMatch(/<dt[^>]*>Chassi/);
    expect(html).not.toContain("Data da venda");
    expect(html).toContain('<label for="confirm-vin" class="font-semibold">Chassi</label>');
    const input = inputOf(html);
    expect(input).toContain('id="confirm-vin"');
    expect(input).toContain('maxLength="17"');
    expect(input).toContain('aria-describedby="confirm-vin-hint"');
    expect(input).not.toContain("aria-invalid");
  });

  it("ties a refusal to the field: invalid, and described by its message", () => {
    const html = renderToStaticMarkup(
      <VinToConfirmField
        value="9BWAG45ZXRT214577"
        error={vinToConfirmTexts.mismatch}
        onValue={() => {}}
      />,
    );
    const input = inputOf(html);
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('aria-describedby="confirm-vin-error confirm-vin-hint"');
    expect(html).toContain(
      '<p id="confirm-vin-error" class="mt-1 text-sm text-error">O chassi não confere com o veículo desta placa. Confira no documento do veículo (CRLV).</p>',
    );
  });

  it("asks for nothing when the chassi is shown whole", () => {
    const html = renderToStaticMarkup(
      <VehicleToConfirm
        intro={registrationTexts.confirmIntro}
        vehicle={{ ...foundByPlate, vin: "9BWAG45ZXRT214578" }}
      >
        <button type="submit">{registrationTexts.confirm}</button>
      </VehicleToConfirm>,
    );
    expect(html).not.toContain("<input");
    expect(html).toContain("9BWAG45ZXRT214578");
  });

  it("reads the typed chassi as the search does, and refuses what is not one", () => {
    expect(vinToConfirm(" 9bwag45zxrt-214578 ")).toEqual({ vin: "9BWAG45ZXRT214578" });
    expect(vinToConfirm("")).toEqual({ message: validationTexts.vinRequired });
    expect(vinToConfirm("QFT3X42")).toEqual({ message: validationTexts.vinPlateInstead });
    expect(vinToConfirm("9BWAG45ZXRT2145")).toEqual({ message: validationTexts.vinLength });
    expect(vinToConfirm("9BWAG45ZXRT21O578")).toEqual({
      message: validationTexts.vinForbiddenLetters,
    });
  });
});
