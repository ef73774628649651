import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { securityHeaders } from "./src/lib/security-headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // scripts/serve.mjs compresses the pages, after it has rewritten their scripts (decision 0067).
  compress: false,
  // Metadata goes in the <head> for every client, not only for bots. (Pages arrive whole because
  // the public ones have no loading boundary, docs/decisions/0006.)
  htmlLimitedBots: /.*/,
  // `npm test` type-checks the whole project just before it builds (scripts/test.ts): its build
  // need not check it a second time.
  typescript: { ignoreBuildErrors: process.env.TYPECHECKED_BEFORE_BUILD === "true" },
  // Lets two builds of one checkout (e.g. the test suite and a developer) use separate folders.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  // Native or WASM packages that must load from node_modules at run time, not from the bundle.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "sharp",
    "pg",
    "jsdom",
    "dompurify",
    "pino",
    "nodemailer",
    "@mollie/api-client",
    // Loads its standard fonts' metrics from its own files at run time.
    "pdfkit",
  ],
  images: {
    loader: "custom",
    loaderFile: "./src/features/properties/image-loader.ts",
    deviceSizes: [640, 750, 828, 1080, 1200, 1600],
    imageSizes: [64, 128, 256, 384],
  },
  async headers() {
    return [{ source: "/:path*", headers: [...securityHeaders] }];
  },
  // Browsers and feed readers still ask for /favicon.ico whatever the page's <link> says.
  async rewrites() {
    return [{ source: "/favicon.ico", destination: "/icon.svg" }];
  },
};

// Messages are compiled at build time, so the browser gets no ICU parser (docs/decisions/0029).
const withMessages = createNextIntlPlugin({
  requestConfig: "./src/i18n/request.ts",
  experimental: {
    messages: { path: "./messages", format: "json", locales: "infer", precompile: true },
  },
});

export default withMessages(nextConfig);
