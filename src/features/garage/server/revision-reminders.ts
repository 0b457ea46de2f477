import "server-only";
import { and, eq, gt, isNotNull, isNull, notExists, or, sql } from "drizzle-orm";
import { database } from "@/db";
import {
  bookings,
  ownerProfiles,
  owners,
  revisionReminders,
  vehicleMileageReadings,
  vehicles,
} from "@/db/schema";
import { periodicTask } from "@/lib/periodic-task";
import { revisionToRemind } from "../domain/revision-reminder";
import { saoPauloToday } from "./garage-page-data";
import {
  enqueueRevisionReminderMail,
  sendRevisionReminderMailsNow,
} from "./revision-reminder-mail";

/**
 * Reminds each owner who signed in on the storefront, by mail, of the revision of the plan their
 * car is coming up to: a month before its day or 1,000 km before its reading, once per car, owner
 * and revision. Owners who turned the reminders off in Minha conta, and cars with a revision
 * already booked in any flow, are left out. Each reminder is claimed by the insert that writes
 * it, in the transaction that writes its mail, so two instances never remind of one revision twice.
 */
export async function sweepRevisionReminders(now = new Date()): Promise<number> {
  const today = saoPauloToday(now);
  const mailIds = await database().transaction(async (tx) => {
    const cars = await tx
      .select({
        id: vehicles.id,
        ownerId: vehicles.ownerId,
        soldOn: vehicles.soldOn,
        mileageKm: vehicles.mileageKm,
        revisionsDone: sql<number>`(${tx
          .select({ count: sql`count(*)::int` })
          .from(vehicleMileageReadings)
          .where(
            and(
              eq(vehicleMileageReadings.vehicleId, vehicles.id),
              eq(vehicleMileageReadings.source, "revision"),
            ),
          )})`.mapWith(Number),
      })
      .from(vehicles)
      // Someone the storefront knows only from the brand's registry never signed in to it.
      .innerJoin(owners, and(eq(owners.id, vehicles.ownerId), isNotNull(owners.signedInAt)))
      .leftJoin(ownerProfiles, eq(ownerProfiles.ownerId, vehicles.ownerId))
      .where(
        and(
          or(isNull(ownerProfiles.revisionReminders), eq(ownerProfiles.revisionReminders, true)),
          notExists(
            tx
              .select({ id: bookings.id })
              .from(bookings)
              .where(
                and(
                  // The car booked from the garage, or by its plate from a visitor's flow.
                  or(
                    eq(bookings.vehicleId, vehicles.id),
                    and(
                      isNull(bookings.vehicleId),
                      eq(bookings.plate, vehicles.plate),
                      eq(bookings.modelId, vehicles.modelId),
                    ),
                  ),
                  eq(bookings.status, "confirmed"),
                  isNull(bookings.outcome),
                  gt(bookings.startsAt, now),
                  // Any flow that books a revision (a periodic revision, a resumed booking).
                  sql`exists (select 1 from jsonb_array_elements(${bookings.services}) as service where service->>'code' like 'REVISAO-%')`,
                ),
              ),
          ),
        ),
      );
    const due = cars.flatMap((car) => {
      const revision = car.ownerId ? revisionToRemind(car, car.revisionsDone, today) : null;
      return revision && car.ownerId ? [{ car: { ...car, ownerId: car.ownerId }, revision }] : [];
    });
    if (due.length === 0) return [];
    const written = await tx
      .insert(revisionReminders)
      .values(
        due.map(({ car, revision }) => ({
          vehicleId: car.id,
          ownerId: car.ownerId,
          revisionNumber: revision.revisionNumber,
          dueDate: revision.dueDate,
          dueKm: revision.dueKm,
          mileageKm: car.mileageKm,
        })),
      )
      .onConflictDoNothing()
      .returning({
        id: revisionReminders.id,
        vehicleId: revisionReminders.vehicleId,
        ownerId: revisionReminders.ownerId,
      });
    const overdueOf = new Map(due.map(({ car, revision }) => [car.id, revision.overdue]));
    const ids: number[] = [];
    for (const reminder of written) {
      ids.push(
        await enqueueRevisionReminderMail(tx, {
          ...reminder,
          overdue: overdueOf.get(reminder.vehicleId) ?? false,
        }),
      );
    }
    return ids;
  });
  await sendRevisionReminderMailsNow(mailIds);
  return mailIds.length;
}

const reminderSweep = periodicTask(
  "garage.revisionReminders",
  6 * 60 * 60 * 1000,
  () => sweepRevisionReminders(),
  "revision reminder sweep failed",
);

/** Every instance sweeps every six hours, and soon after it starts. */
export function startRevisionReminders(): void {
  reminderSweep.start();
  reminderSweep.runSoon();
}
