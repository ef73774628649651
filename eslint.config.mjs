import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const FEATURES = [
  "auth",
  "availability",
  "availability-alerts",
  "bookings",
  "channel-sync",
  "contact",
  "content",
  "guests",
  "health",
  "mail",
  "newsletter",
  "owner",
  "owner-activity",
  "owner-office",
  "payments",
  "pricing",
  "privacy",
  "properties",
  "reviews",
  "stays",
  "tourist-tax",
  "traveller-register",
];

/**
 * A feature is used from outside only through its entries: index.ts (schemas, types, pure
 * functions), server.ts (server-only logic) and components/index.ts (its React components).
 */
const deepFeatureImports = {
  group: ["@/features/*/*", "!@/features/*/server", "!@/features/*/components"],
  message:
    "Import a feature through '@/features/<name>', '@/features/<name>/server' or '@/features/<name>/components'.",
};

/** The demo catalogue and its photo painter belong to the seed command, not to the server. */
const demoSeed = {
  group: ["@/db/seed", "@/db/seed/*"],
  message: "Only the seed command (scripts/seed-catalogue.ts) imports the demo catalogue.",
};

/** lucide-react's icon is a client component: every page showing one would load its runtime. */
const lucideComponents = {
  group: ["lucide-react", "lucide-react/*"],
  message:
    "Use the icons in src/components/icons ('node scripts/icons.mjs <Name>' adds one from lucide's drawing).",
};

const layerRule = (forbidden, message) => ({
  "no-restricted-imports": [
    "error",
    {
      patterns: [
        deepFeatureImports,
        demoSeed,
        lucideComponents,
        ...forbidden.map((group) => ({ group: [group], message })),
      ],
    },
  ],
});

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      ".next/**",
      ".next-*/**",
      "node_modules/**",
      ".data/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "no-restricted-imports": ["error", { patterns: [deepFeatureImports, lucideComponents] }],
    },
  },
  {
    files: ["src/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [deepFeatureImports, demoSeed, lucideComponents] },
      ],
    },
  },
  // A home's photo is a plain <img> with next/image's srcset and sizes, built by the images
  // endpoint, without next/image's client component (issue 38; see photo.tsx).
  {
    files: ["src/features/properties/components/photo.tsx"],
    rules: { "@next/next/no-img-element": "off" },
  },
  // Playwright fixtures receive a `use` callback that is not React's hook.
  {
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  // Imports flow one way: lib -> db -> features -> api | app.
  {
    files: ["src/lib/**"],
    rules: layerRule(
      ["@/db", "@/db/*", "@/features/*", "@/api/*", "@/app/*", "@/components/*"],
      "src/lib is the bottom layer: it imports nothing of the product.",
    ),
  },
  {
    files: ["src/db/**"],
    rules: layerRule(
      ["@/features/*", "@/api/*", "@/app/*", "@/components/*"],
      "src/db may use src/lib only.",
    ),
  },
  {
    files: ["src/features/**", "src/components/**"],
    rules: layerRule(["@/api/*", "@/app/*"], "Features and components never import routes."),
  },
  {
    files: ["src/api/**"],
    rules: layerRule(
      ["@/app/*", "@/components/*", "@/features/*/components"],
      "The API application uses features, never pages or their components.",
    ),
  },
  // Inside a feature, its own files are imported relatively; another feature's internals never.
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: layerRule(
      ["@/api/*", "@/app/*", `@/features/${feature}`, `@/features/${feature}/*`],
      `Inside '${feature}', import its own files relatively.`,
    ),
  })),
  // Guest pages keep their language: links go through src/i18n/link.tsx, navigation through
  // src/i18n/navigation.ts.
  // The back office stays English, outside the language routing.
  {
    files: ["src/app/[[]locale]/**", "src/components/**", "src/features/**"],
    ignores: [
      "src/features/owner/**",
      "src/features/owner-*/**",
      "src/features/*/components/owner/**",
      "src/features/*/components/owner-*",
    ],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value='next/link']",
          message: "On guest pages, use Link from '@/i18n/link' so links keep the language.",
        },
        {
          selector:
            "ImportDeclaration[source.value='next/navigation'] > ImportSpecifier[imported.name=/^(useRouter|usePathname|redirect|permanentRedirect)$/]",
          message:
            "On guest pages, navigate with '@/i18n/navigation' (or redirect with '@/i18n/redirect') so the language is kept.",
        },
      ],
    },
  },
];

export default config;
