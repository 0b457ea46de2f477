// The confirmation page of a correction request reads the protocol from its link: whatever the
// link holds, the page gets a claim or nothing, never a database error (a 500).
import { beforeAll, describe, expect, it } from "vitest";
import { databaseHandle } from "@/db";
import { seedDatabase } from "@/db/seed";
import { getServiceClaim } from "@/features/scheduling/server";

beforeAll(async () => {
  await seedDatabase(databaseHandle().db);
});

describe("a correction request's link", () => {
  it.each([
    ["a NUL", "\u0000"],
    ["a protocol with a NUL", "CR261128ABCDEF12\u0000"],
    ["lower case", "cr261128abcdef12"],
    ["SQL", "CR261128' OR '1'='1"],
    ["a long value", "CR".padEnd(5000, "9")],
  ])("with %s finds nothing", async (_label, protocol) => {
    await expect(getServiceClaim("dono-qualquer", protocol)).resolves.toBeNull();
  });

  it("with a well-formed protocol of no claim of this owner finds nothing", async () => {
    await expect(getServiceClaim("dono-qualquer", "CR261128ABCDEF12")).resolves.toBeNull();
  });
});
