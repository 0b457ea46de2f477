import { describe, expect, it } from "vitest";
import { GET as features } from "@/app/api/features/[clientKey]/route";
import { DELETE as clearFlag, PUT as setFlag } from "@/app/api/v1/flags/[key]/route";
import { GET as flags } from "@/app/api/v1/flags/route";
import { database } from "@/db";
import { featureFlags } from "@/db/schema";
import { callRoute } from "../support/route-caller";

const adminToken = process.env.OPERATOR_SECRET ?? "";
const clientKey = process.env.FLAGS_CLIENT_KEY ?? "";

function put(key: string, body: unknown, token = adminToken) {
  return callRoute(setFlag, { params: { key }, body, bearer: token });
}

function document(etag?: string, key = clientKey) {
  return callRoute(features, {
    params: { clientKey: key },
    headers: etag ? { "if-none-match": etag } : {},
  });
}

describe("flag document and admin API", () => {
  it("stores a flag set with the admin token and serves it in the GrowthBook document", async () => {
    const saved = await put("feature_flag_feature_sign_and_drive", { value: true });
    expect(saved.status).toBe(200);
    expect(await database().select().from(featureFlags)).toMatchObject([
      { key: "feature_flag_feature_sign_and_drive", value: true },
    ]);

    const response = await document();
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      features: { feature_flag_feature_sign_and_drive: { defaultValue: true } },
    });
    const etag = response.headers.get("etag") ?? "";
    expect((await document(etag)).status).toBe(304);

    const viaApi = await callRoute(flags);
    expect(viaApi.headers.get("etag")).toBe(etag);
  });

  it("refuses a value of the wrong type with a field message, keeping what was saved", async () => {
    await put("ab_test_home_banner", { value: "B" });
    const refused = await put("ab_test_home_banner", { value: true });
    expect(refused.status).toBe(400);
    expect(refused.error).toMatchObject({
      fields: { value: "O valor de ab_test_home_banner deve ser um texto." },
    });
    const response = await document();
    expect(response.body).toMatchObject({
      features: { ab_test_home_banner: { defaultValue: "B" } },
    });
  });

  it("refuses an unknown flag and a wrong admin token", async () => {
    expect((await put("nova_flag", { value: true })).status).toBe(400);
    const unauthorized = await put("ab_test_banner_btn", { value: true }, "not-the-admin-token");
    expect(unauthorized.status).toBe(401);
    expect(await database().$count(featureFlags)).toBeLessThanOrEqual(2);
  });

  it("removes a flag, which goes back to its default", async () => {
    await put("feature_flag_feature_recall", { value: true });
    const cleared = await callRoute(clearFlag, {
      params: { key: "feature_flag_feature_recall" },
      bearer: adminToken,
    });
    expect(cleared.body).toEqual({ key: "feature_flag_feature_recall", value: false });
    const { body } = await document();
    expect(body.features).not.toHaveProperty("feature_flag_feature_recall");
  });

  it("answers 404 for another client key", async () => {
    expect((await document(undefined, "sdk-someone-elses-key-000")).status).toBe(404);
  });
});
