// A fresh database per test file: an in-memory PGlite by default, or a new PostgreSQL database
// created beside DATABASE_URL (npm run test:pg) and dropped when the file ends.
import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { afterAll, beforeAll } from "vitest";

const serverUrl = process.env.DATABASE_URL || undefined;
let databaseName: string | undefined;

function withDatabase(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

beforeAll(async () => {
  if (serverUrl) {
    databaseName = `storefront_test_${randomUUID().replaceAll("-", "")}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${databaseName}"`);
    await admin.end();
    process.env.DATABASE_URL = withDatabase(serverUrl, databaseName);
  }
  const { databaseHandle } = await import("@/db");
  await databaseHandle().migrate();
});

afterAll(async () => {
  const { closeDatabase } = await import("@/db");
  await closeDatabase();
  if (serverUrl && databaseName) {
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists "${databaseName}" with (force)`);
    await admin.end();
  }
});
