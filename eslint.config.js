import { readdirSync } from "node:fs";
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import globals from "globals";
import tseslint from "typescript-eslint";

// Boundaries in the client (ARCHITECTURE.md): a feature uses lib/, components/, api/, i18n/, testing/, app/'s hooks
// and @store/shared, never another feature's insides. What one feature offers others is its public index,
// features/<name>/index.ts, allowed here by name. Shared pieces move to lib/ or components/; app/ composes
// the features and is not restricted.
const FEATURES = "client/src/features";
const PUBLIC_INDEXES = ["auth", "catalog", "checkout", "orders", "product", "profile"];
const features = readdirSync(new URL(FEATURES, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureBoundaries = {
  files: [`${FEATURES}/**/*.{ts,tsx}`],
  plugins: { "import-x": importX },
  rules: {
    "import-x/no-restricted-paths": [
      "error",
      {
        zones: features.map((feature) => ({
          target: `./${FEATURES}/${feature}`,
          from: `./${FEATURES}`,
          except: [`./${feature}`, ...PUBLIC_INDEXES.map((name) => `./${name}/index.ts`)],
          message:
            "A feature may not import another feature's insides: move what they share to lib/ or components/.",
        })),
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/dist-server/**",
      "data/**",
      "server/src/generated/**",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["client/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
  },
  featureBoundaries,
  {
    files: ["scripts/**", "e2e/**"],
    rules: { "no-console": "off" },
  },
);
