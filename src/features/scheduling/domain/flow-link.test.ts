import { describe, expect, it } from "vitest";
import { parseFlowLink } from "./flow-link";

describe("parseFlowLink", () => {
  it.each([
    [
      { flow: "periodic_revision", vehicleId: "12", revisionNumber: "3", origin: "MY_ACCOUNT" },
      {
        flow: "periodic_revision",
        vehicleId: 12,
        revisionNumber: 3,
        recallCampaign: null,
        vin: null,
        origin: "MY_ACCOUNT",
      },
    ],
    [
      { flow: "recall", vehicleId: "4", recallCampaign: "2025-031", vin: "9bwzzz6hzrp000001" },
      {
        flow: "recall",
        vehicleId: 4,
        revisionNumber: null,
        recallCampaign: "2025-031",
        vin: "9BWZZZ6HZRP000001",
        origin: "OFFERS",
      },
    ],
    [
      {
        flow: "additional_services",
        vehicleId: "-1",
        revisionNumber: "11",
        origin: "ELSEWHERE",
        vin: "short",
      },
      {
        flow: "additional_services",
        vehicleId: null,
        revisionNumber: null,
        recallCampaign: null,
        vin: null,
        origin: "OFFERS",
      },
    ],
  ])("reads %o", (query, expected) => {
    expect(parseFlowLink(query)).toEqual(expected);
  });

  it.each([{}, { flow: "oil_change" }, { flow: ["nope", "recall"] }])("refuses %o", (query) => {
    expect(parseFlowLink(query)).toBeNull();
  });
});
