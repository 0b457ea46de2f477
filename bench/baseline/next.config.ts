// The bench's baseline: a bare Next.js app, built and started by `npm run bench` beside the
// storefront, so that its pages and its constant JSON are measured in the same run.
import path from "node:path";
import type { NextConfig } from "next";

const baselineConfig: NextConfig = {
  poweredByHeader: false,
  // The storefront's node_modules serve both builds; the repository is the workspace root.
  turbopack: { root: path.resolve(import.meta.dirname, "../..") },
};

export default baselineConfig;
