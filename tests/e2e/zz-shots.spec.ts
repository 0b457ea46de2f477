import { test } from "@playwright/test";
const headers = { "api-key": "dev-api-key-change-me", authorization: "Bearer dev-flags-admin-token-change-me" };
test("shots", async ({ page, request }) => {
  test.setTimeout(120_000);
  const pages: [string, string, boolean][] = [
    ["ajuda", "/ajuda", false],
    ["faq-search", "/ajuda/perguntas-frequentes?q=agendar+revis%C3%A3o", false],
    ["faq-cat", "/ajuda/perguntas-frequentes?defaultCategory=Cadastro+e+login", false],
    ["recall-off", "/recall", false],
    ["recall-on", "/recall?chassi=9BWAG45ZXRT214578", true],
    ["recall-bad", "/recall?chassi=9BWAG45ZXRTO14578", true],
  ];
  for (const [name, path, on] of pages) {
    if (on) await request.put("/api/v1/flags/feature_flag_feature_recall", { headers, data: { value: true } });
    else await request.delete("/api/v1/flags/feature_flag_feature_recall", { headers });
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: width === 390 ? false : true });
    }
  }
  await request.delete("/api/v1/flags/feature_flag_feature_recall", { headers });
});
