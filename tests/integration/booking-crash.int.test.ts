// Issue 19, faults: a storefront process killed (SIGKILL) while it writes bookings loses no booking
// it confirmed, leaves no half-written one, and the client's retry of the interrupted booking ends
// with exactly one. Needs a database two processes share: the PostgreSQL suite (npm run test:pg).
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { database, databaseHandle } from "@/db";
import { bookings, owners } from "@/db/schema";
import { seedDatabase } from "@/db/seed";
import { revisionBooking, slotVehicle } from "../support/revision-booking";
import { writeBooking } from "@/features/scheduling/server";

vi.hoisted(() => {
  // One owner books slot after slot here, round after round, far past the five bookings to come
  // one person may hold (decision 024, tested in scheduling.int.test.ts); the writer inherits it.
  process.env.RATE_LIMIT_MULTIPLIER = "1000";
});

const dealerCode = "10000";
const ownerId = "owner-killed-mid-booking";

interface Round {
  confirmed: string[];
  /** The slot the process was writing when it died. */
  interrupted: { consultantId: number; startsAt: string } | undefined;
}

type KillPoint = number | "at-commit";

/**
 * Runs the writer until it has confirmed `before` bookings, then kills it during the next one: at
 * a share of the time its last write took (0: before the transaction), or "at-commit", as soon as
 * the booking is in the database and before the writer has said so.
 */
function killDuringBooking(before: number, point: KillPoint): Promise<Round> {
  const writer = spawn(
    process.execPath,
    [
      "--conditions=react-server",
      "--import",
      "tsx",
      "tests/support/booking-writer.ts",
      JSON.stringify({ ownerId, dealerCode }),
    ],
    { env: process.env, stdio: ["ignore", "pipe", "pipe"] },
  );
  const round: Round = { confirmed: [], interrupted: undefined };
  let errors = "";
  let startedAt = 0;
  const durations: number[] = [];
  writer.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  createInterface({ input: writer.stdout }).on("line", (line) => {
    const [word, first, second] = line.split(" ");
    if (word === "confirmed" && first) {
      round.confirmed.push(first);
      round.interrupted = undefined;
      durations.push(performance.now() - startedAt);
    }
    if (word === "writing" && first && second) {
      startedAt = performance.now();
      round.interrupted = { consultantId: Number(first), startsAt: second };
      if (round.confirmed.length !== before) return;
      if (point === "at-commit") void killAtCommit();
      // The last write is the one without a cold start.
      else setTimeout(() => writer.kill("SIGKILL"), point * (durations.at(-1) ?? 0));
    }
  });
  let exited = false;
  const killAtCommit = async () => {
    while (!exited) {
      const slot = round.interrupted;
      if (slot && (await bookingsAt(slot)).length > 0) {
        writer.kill("SIGKILL");
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  };
  return new Promise((resolve, reject) => {
    writer.on("exit", (_code, signal) => {
      exited = true;
      if (signal === "SIGKILL") resolve(round);
      // Quoted line by line: Vitest reads "at …" lines of a message as this test's own stack and
      // fails the run on the writer's source maps instead of showing why it stopped.
      else reject(new Error(`the writer stopped by itself:\n${errors.replace(/^/gm, "| ")}`));
    });
  });
}

async function bookingsAt(slot: { consultantId: number; startsAt: string }) {
  return database()
    .select({ id: bookings.id, status: bookings.status, totalCents: bookings.totalCents })
    .from(bookings)
    .where(
      and(
        eq(bookings.consultantId, slot.consultantId),
        eq(bookings.startsAt, new Date(slot.startsAt)),
      ),
    );
}

/** The client's retry of the interrupted booking, made by a live instance: the booking's id. */
async function retry(slot: { consultantId: number; startsAt: string }) {
  const body = revisionBooking(dealerCode, slot, slotVehicle(slot));
  return writeBooking(ownerId, body, { mode: "confirm" }).then(
    (booking) => booking.id,
    (error: unknown) => (error as { constructor: { name: string } }).constructor.name,
  );
}

describe.skipIf(!process.env.DATABASE_URL)("a process killed during a booking (PostgreSQL)", () => {
  beforeAll(async () => {
    await seedDatabase(databaseHandle().db);
    await database().insert(owners).values({ id: ownerId }).onConflictDoNothing();
  });

  it("keeps every booking it confirmed, none half-written, and the retry books once", async () => {
    const told: string[] = [];
    const outcomes: string[] = [];
    // Killed before the transaction, inside it, and just after its commit, before the answer.
    const points: KillPoint[] = [0, 0.5, 0.9, "at-commit", "at-commit"];
    for (const point of points) {
      // A write faster than the one before it can end before a timed kill, which then falls
      // between two writes: that round interrupts nothing, so it is run again.
      let round = await killDuringBooking(2, point);
      told.push(...round.confirmed);
      for (let again = 0; !round.interrupted && again < 3; again += 1) {
        round = await killDuringBooking(2, point);
        told.push(...round.confirmed);
      }
      expect(round.interrupted, `killed at ${point} of a booking`).toBeDefined();
      const slot = round.interrupted ?? { consultantId: 0, startsAt: "" };
      const left = await bookingsAt(slot);
      // Whole or nothing: a booking that made it is confirmed with its price.
      expect(left.length).toBeLessThanOrEqual(1);
      for (const row of left) {
        expect(row.status).toBe("confirmed");
        expect(row.totalCents).toBeGreaterThan(0);
      }
      const outcome = await retry(slot);
      outcomes.push(`${left.length}:${left.length === 1 ? "replayed" : "booked"}`);
      // A commit the client never heard of is answered to its retry, not refused as a taken slot.
      const after = await bookingsAt(slot);
      expect(after).toHaveLength(1);
      expect(outcome).toBe(after[0]?.id);
      if (left[0]) expect(outcome).toBe(left[0].id);
    }
    // Every booking a client was told about is there, confirmed.
    const stored = await database()
      .select({ id: bookings.id, status: bookings.status })
      .from(bookings)
      .where(eq(bookings.ownerId, ownerId));
    const byId = new Map(stored.map((row) => [row.id, row.status]));
    expect(told.length).toBeGreaterThanOrEqual(points.length * 2);
    for (const id of told) expect(byId.get(id), id).toBe("confirmed");
    // Nothing more than what was told, plus one per interrupted write (its own, or the retry's).
    expect(stored).toHaveLength(told.length + points.length);
    // The commit-point kills did land after a commit the client never heard of.
    expect(outcomes.filter((outcome) => outcome.startsWith("1:"))).not.toHaveLength(0);
    console.info(`killed mid-booking: ${outcomes.join(", ")}`);
  }, 120_000);
});
