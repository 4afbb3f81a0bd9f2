// The client's feature boundaries (eslint.config.js, import-x/no-restricted-paths) checked on a few made-up
// files, so the rule cannot silently stop working: a feature importing another feature's insides is an error;
// its own files, another feature's public index, and lib/ are not.
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, "eslint.config.js") });

/** The boundary errors ESLint reports for `source` as if it were the file at `file` (not written to disk). */
async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, file) });
  return result!.messages
    .filter((message) => message.ruleId === "import-x/no-restricted-paths")
    .map((message) => message.message);
}

describe("feature boundaries in the client", () => {
  it("refuses a feature importing another feature's insides", async () => {
    const errors = await boundaryErrors(
      "client/src/features/wishlist/boundary-probe.ts",
      'import { cartApi } from "../cart/cart-api.ts";\nexport const probe = cartApi;\n',
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("A feature may not import another feature's insides");
  });

  it("refuses it from deep inside a feature, and for a dynamic import too", async () => {
    const errors = await boundaryErrors(
      "client/src/features/admin/orders/boundary-probe.ts",
      'export const page = () => import("../../checkout/ConfirmationPage.tsx");\n',
    );
    expect(errors).toHaveLength(1);
  });

  it("allows the feature's own files, another feature's public index, and the shared layers", async () => {
    const errors = await boundaryErrors(
      "client/src/features/wishlist/boundary-probe.ts",
      [
        'import { wishlistMessages } from "./wishlist-messages.ts";',
        'import { useAddToCartMutation } from "../product/index.ts";',
        'import { errorText } from "../../lib/errors/error-text.ts";',
        'import { baseApi } from "../../api/base-api.ts";',
        "export const probe = [wishlistMessages, useAddToCartMutation, errorText, baseApi];",
        "",
      ].join("\n"),
    );
    expect(errors).toEqual([]);
  });
});
