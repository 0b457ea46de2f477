// Writes public/illustrations/models/<slug>.svg for every model of the seeded line-up.
import { writeFileSync, mkdirSync } from "node:fs";
import { lineup } from "../src/db/seed/lineup";
import { drawModelIllustration } from "../src/db/seed/model-illustration";

const folder = "public/illustrations/models";
mkdirSync(folder, { recursive: true });
for (const model of lineup) {
  writeFileSync(
    `${folder}/${model.slug}.svg`,
    drawModelIllustration(model.bodyStyle, model.colour) + "\n",
  );
}
console.log(`${lineup.length} illustrations written to ${folder}`);
