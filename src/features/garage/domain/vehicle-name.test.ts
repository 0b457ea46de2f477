import { describe, expect, it } from "vitest";
import { vehicleName } from "./vehicle-name";

describe("a vehicle's name in messages and e-mails", () => {
  it("is its model and its plate as the CRLV writes it, with no middle dot", () => {
    expect(vehicleName({ modelName: "Polo", plate: "QFT3X42" })).toBe("Polo QFT3X42");
    expect(vehicleName({ modelName: "Gol", plate: "ABC1234" })).toBe("Gol ABC-1234");
  });

  it("is the same from a stored plate and from one the garage already shows with its hyphen", () => {
    expect(vehicleName({ modelName: "Gol", plate: "ABC-1234" })).toBe(
      vehicleName({ modelName: "Gol", plate: "ABC1234" }),
    );
  });

  it("is the model alone for a car without a plate yet", () => {
    expect(vehicleName({ modelName: "Tera", plate: null })).toBe("Tera");
  });
});
