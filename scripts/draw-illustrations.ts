// Writes public/illustrations/models/<slug>.svg (side view) and
// public/illustrations/front/<slug>.svg (front three-quarter view) for every model of the line-up.
import { mkdirSync, writeFileSync } from "node:fs";
import { lineup } from "../src/db/seed/lineup";
import {
  drawFrontThreeQuarter,
  drawSideView,
  modelDimensions,
} from "../src/db/seed/model-illustration";

const folders = { side: "public/illustrations/models", front: "public/illustrations/front" };
for (const folder of Object.values(folders)) mkdirSync(folder, { recursive: true });
for (const model of lineup) {
  const size = modelDimensions[model.slug];
  if (!size) throw new Error(`No dimensions for the model ${model.slug}`);
  writeFileSync(`${folders.side}/${model.slug}.svg`, drawSideView(size, model.colour) + "\n");
  writeFileSync(
    `${folders.front}/${model.slug}.svg`,
    drawFrontThreeQuarter(size, model.colour) + "\n",
  );
}
console.log(`${lineup.length} models drawn into ${Object.values(folders).join(" and ")}`);
