// The editor mirrors the products API's schemas (it cannot import them without growing the storefront's home
// bundle): whatever a schema refuses in the body the form would send, the form has refused first, at the same
// field path, and with the schema's own words where the form has no better ones.
import { createProductSchema, patchProductSchema } from "@store/shared/admin/products";
import { describe, expect, it } from "vitest";
import { aProduct } from "../admin-testing.tsx";
import {
  LIMITS,
  checkProductForm,
  emptyForm,
  emptySpec,
  emptyVariant,
  formOf,
  formPath,
  productInput,
  type ProductForm,
} from "./product-form.ts";

function validNew(): ProductForm {
  return {
    ...emptyForm(),
    name: "Galaxy S25",
    brand: "samsung",
    category: "electronics",
    subcategory: "smartphones",
    description: "<p>A phone.</p>",
    variants: [{ ...emptyVariant(), sku: "S25-128", storage: "128GB", price: "50000", stock: "5" }],
  };
}

const long = (length: number) => "x".repeat(length);

const CASES: [string, (form: ProductForm) => void][] = [
  ["a valid product", () => {}],
  ["no name", (form) => void (form.name = "  ")],
  ["a long name", (form) => void (form.name = long(LIMITS.name + 1))],
  ["a long description", (form) => void (form.description = long(LIMITS.description + 1))],
  ["a long Nepali description", (form) => void (form.descriptionNe = long(LIMITS.description + 1))],
  [
    "too many images",
    (form) => void (form.images = Array.from({ length: 21 }, (_, i) => `/media/p${i}.jpg`)),
  ],
  [
    "a long specification",
    (form) => void (form.specifications = [{ ...emptySpec(), name: long(81), value: long(501) }]),
  ],
  [
    "too many specifications",
    (form) =>
      void (form.specifications = Array.from({ length: 51 }, (_, i) => ({
        ...emptySpec(),
        name: `Spec ${i}`,
        value: "v",
      }))),
  ],
  ["no variant", (form) => void (form.variants = [])],
  [
    "too many variants",
    (form) =>
      void (form.variants = Array.from({ length: 101 }, (_, i) => ({
        ...emptyVariant(),
        sku: `S-${i}`,
        size: String(i),
        price: "1",
      }))),
  ],
  ["no sku", (form) => void (form.variants[0]!.sku = "")],
  ["a sku with spaces", (form) => void (form.variants[0]!.sku = "S25 128")],
  ["a sku starting with a dash", (form) => void (form.variants[0]!.sku = "-S25")],
  ["a long sku", (form) => void (form.variants[0]!.sku = `S${long(64)}`)],
  ["a sku with a slash", (form) => void (form.variants[0]!.sku = "S25/128")],
  ["a long option", (form) => void (form.variants[0]!.color = long(61))],
  ["a price too high", (form) => void (form.variants[0]!.price = String(LIMITS.price + 1))],
  ["a price in paisa", (form) => void (form.variants[0]!.price = "499.50")],
  ["a negative price", (form) => void (form.variants[0]!.price = "-5")],
  ["a sale price too high", (form) => void (form.variants[0]!.discountedPrice = String(LIMITS.price + 1))],
  ["stock too high", (form) => void (form.variants[0]!.stock = String(LIMITS.stock + 1))],
  ["negative stock", (form) => void (form.variants[0]!.stock = "-1")],
];

/** The form's fields for what a schema refuses in the form's body. */
function refusedPaths(
  result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } },
  form: ProductForm,
) {
  return result.success
    ? []
    : result.error!.issues.map((issue) => formPath(issue.path.map(String).join("."), form));
}

describe("the editor's rules mirror the products API's schemas", () => {
  it.each(CASES)("a new product with %s", (_name, change) => {
    const form = validNew();
    change(form);
    const errors = checkProductForm(form, true);
    for (const path of refusedPaths(createProductSchema.safeParse(productInput(form)), form)) {
      expect(errors, `the schema refuses ${path}`).toHaveProperty([path || "form"]);
    }
    if (_name === "a valid product") expect(errors).toEqual({});
  });

  it.each(CASES)("a saved product with %s", (_name, change) => {
    const form = formOf(aProduct());
    form.variants.push({ ...emptyVariant(), sku: "A55-256", storage: "256GB", price: "55000", stock: "4" });
    change(form);
    const errors = checkProductForm(form, false);
    for (const path of refusedPaths(patchProductSchema.safeParse(productInput(form)), form)) {
      expect(errors, `the schema refuses ${path}`).toHaveProperty([path || "form"]);
    }
  });

  it("uses the schema's words for a sku the schema refuses", () => {
    const form = validNew();
    form.variants[0]!.sku = "S25 128";
    const schema = createProductSchema.safeParse(productInput(form));
    expect(schema.success).toBe(false);
    expect(checkProductForm(form, true)["variants.0.sku"]).toBe(schema.error!.issues[0]!.message);
  });
});
