import type { NextConfig } from "next";
import { securityHeaders } from "./src/lib/security-headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Every page answers as one complete document: no loading skeleton on a direct visit, real
  // 404 statuses, and pages that work without JavaScript. Skeletons still show on client-side
  // navigation.
  htmlLimitedBots: /.*/,
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
  ],
  images: {
    loader: "custom",
    loaderFile: "./src/features/properties/image-loader.ts",
    deviceSizes: [640, 750, 828, 1080, 1200, 1600],
    imageSizes: [64, 128, 256, 384],
  },
  async redirects() {
    return [{ source: "/", destination: "/properties", permanent: false }];
  },
  async headers() {
    return [{ source: "/:path*", headers: [...securityHeaders] }];
  },
};

export default nextConfig;
