import { expect, test } from "./fixtures";

const headers = {
  "api-key": "dev-api-key-change-me",
  authorization: "Bearer dev-flags-admin-token-change-me",
};
const flag = "/api/v1/flags/feature_flag_feature_sign_and_drive";

// These tests change the shared server's flags: one at a time, and always restored.
test.describe.configure({ mode: "serial" });
test.afterEach(async ({ request }) => {
  await request.delete(flag, { headers });
});

test("the Sign&Drive menu item follows its flag, from the first HTML on", async ({
  page,
  request,
}) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Abrir menu" }).click();
  await expect(page.getByRole("link", { name: "VW Sign&Drive" })).toHaveCount(0);

  expect((await request.put(flag, { headers, data: { value: true } })).status()).toBe(200);
  await page.goto("/");
  await page.getByRole("button", { name: "Abrir menu" }).click();
  await expect(page.getByRole("link", { name: "VW Sign&Drive" })).toHaveAttribute(
    "href",
    "/?tab=sign-and-drive",
  );
});

test("an open page picks up a flag change at its next 30 s poll", async ({ page, request }) => {
  await page.clock.install();
  await page.goto("/");
  await request.put(flag, { headers, data: { value: true } });
  await page.clock.runFor(30_000);
  await page.getByRole("button", { name: "Abrir menu" }).click();
  await expect(page.getByRole("link", { name: "VW Sign&Drive" })).toBeVisible();
});

test("the admin API refuses a wrong type and a missing token", async ({ request }) => {
  const wrongType = await request.put(flag, { headers, data: { value: "sim" } });
  expect(wrongType.status()).toBe(400);
  const noToken = await request.put(flag, {
    headers: { "api-key": headers["api-key"] },
    data: { value: true },
  });
  expect(noToken.status()).toBe(401);
});
