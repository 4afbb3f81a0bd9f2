// The product editor's form: text fields as typed, turned into the API's body, and checked with the products
// API's own schemas (shared/src/admin/products.ts) before anything is sent, plus what only the whole form can
// see (two rows with one sku). Errors are keyed by the body's field path ("name", "variants.1.price"), the way
// the server names them in `errors[].field`.
import { createProductSchema, patchProductSchema } from "@store/shared/admin/products";
import type { AdminProduct, ProductInput, ProductPatch, VariantInput } from "../admin-types.ts";

export const OPTION_KINDS = ["color", "memory", "storage", "size"] as const;
export type OptionKind = (typeof OPTION_KINDS)[number];

export interface VariantRow {
  /** A key for React that survives reordering; the server's `_id` for a saved variant. */
  key: string;
  _id?: string;
  sku: string;
  color: string;
  memory: string;
  storage: string;
  size: string;
  price: string;
  discountedPrice: string;
  stock: string;
  image: string;
  archived: boolean;
}

export interface SpecRow {
  key: string;
  name: string;
  value: string;
}

export interface ProductForm {
  name: string;
  brand: string;
  category: string;
  subcategory: string;
  description: string;
  featured: boolean;
  images: string[];
  specifications: SpecRow[];
  variants: VariantRow[];
}

export type FormErrors = Record<string, string>;

let nextKey = 0;
export const newKey = (prefix: string) => `${prefix}-new-${++nextKey}`;

export function emptyVariant(): VariantRow {
  return {
    key: newKey("variant"),
    sku: "",
    color: "",
    memory: "",
    storage: "",
    size: "",
    price: "",
    discountedPrice: "",
    stock: "0",
    image: "",
    archived: false,
  };
}

export const emptySpec = (): SpecRow => ({ key: newKey("spec"), name: "", value: "" });

export function emptyForm(): ProductForm {
  return {
    name: "",
    brand: "",
    category: "",
    subcategory: "",
    description: "",
    featured: false,
    images: [],
    specifications: [],
    variants: [emptyVariant()],
  };
}

export function formOf(product: AdminProduct): ProductForm {
  return {
    name: product.name,
    brand: product.brand.slug,
    category: product.category,
    subcategory: product.subcategory,
    description: product.description,
    featured: product.featured,
    images: [...product.images],
    specifications: Object.entries(product.specifications ?? {}).map(([name, value]) => ({
      key: newKey("spec"),
      name,
      value,
    })),
    variants: product.variants.map((variant) => ({
      key: variant._id,
      _id: variant._id,
      sku: variant.sku,
      color: variant.options.color ?? "",
      memory: variant.options.memory ?? "",
      storage: variant.options.storage ?? "",
      size: variant.options.size ?? "",
      price: String(variant.price),
      discountedPrice: variant.discountedPrice === null ? "" : String(variant.discountedPrice),
      stock: String(variant.stock),
      image: variant.image ?? "",
      archived: Boolean(variant.archived),
    })),
  };
}

function rupees(text: string, label: string): { value?: number; error?: string } {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { error: `${label} must be a whole number of rupees` };
  return { value: Number(trimmed) };
}

/** The form's mistakes, keyed by field path; empty when it can be sent. */
export function checkProductForm(form: ProductForm, isNew: boolean): FormErrors {
  const errors: FormErrors = {};
  if (!form.brand) errors.brand = "Choose a brand";
  if (!form.category) errors.category = "Choose a category";
  if (!form.subcategory) errors.subcategory = "Choose a subcategory";

  const names = new Set<string>();
  form.specifications.forEach((spec, index) => {
    const name = spec.name.trim();
    if (!name && !spec.value.trim()) return;
    if (!name) errors[`specifications.${index}.name`] = "Name the specification";
    else if (names.has(name.toLowerCase()))
      errors[`specifications.${index}.name`] = "This specification is already listed";
    if (!spec.value.trim()) errors[`specifications.${index}.value`] = "Give the specification a value";
    names.add(name.toLowerCase());
  });

  if (!form.variants.some((variant) => !variant.archived)) errors.variants = "Add at least one variant";
  const skus = new Set<string>();
  const combinations = new Set<string>();
  form.variants.forEach((variant, index) => {
    const at = (field: string) => `variants.${index}.${field}`;
    const sku = variant.sku.trim();
    if (sku && skus.has(sku.toUpperCase())) errors[at("sku")] = "Another variant has this SKU";
    skus.add(sku.toUpperCase());
    const price = rupees(variant.price, "Price");
    if (price.error) errors[at("price")] = price.error;
    if (variant.discountedPrice.trim()) {
      const sale = rupees(variant.discountedPrice, "Discounted price");
      if (sale.error) errors[at("discountedPrice")] = sale.error;
      else if (price.value !== undefined && sale.value! >= price.value)
        errors[at("discountedPrice")] = "Sale price must be below the price";
    }
    if (!/^\d+$/.test(variant.stock.trim())) errors[at("stock")] = "Stock must be a whole number, 0 or more";
    if (!variant.archived) {
      const options = OPTION_KINDS.map((kind) => variant[kind].trim().toLowerCase()).join("|");
      if (combinations.has(options)) errors[at("color")] = "Another variant has these same options";
      combinations.add(options);
    }
  });

  // The API's own rules, on the body the form would send; the form's words above come first for a field.
  const body = productInput(form);
  const parsed = isNew ? createProductSchema.safeParse(body) : patchProductSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join(".") || "form";
      errors[path] ??= issue.message;
    }
  }
  return errors;
}

function variantInput(variant: VariantRow, isNew: boolean): VariantInput {
  const options: VariantInput["options"] = {};
  for (const kind of OPTION_KINDS) {
    const value = variant[kind].trim();
    if (value) options[kind] = value;
  }
  const input: VariantInput = {
    sku: variant.sku.trim(),
    options,
    price: Number(variant.price.trim()),
    discountedPrice: variant.discountedPrice.trim() ? Number(variant.discountedPrice.trim()) : null,
    image: variant.image || null,
  };
  // A saved variant's stock moves through the stock calls (with a reason), not through the product.
  if (isNew) input.stock = Number(variant.stock.trim());
  else {
    input._id = variant._id;
    input.archived = variant.archived;
  }
  return input;
}

/** The API's body for the form: POST's for a new product, PATCH's (every field, each variant) for a saved one. */
export function productInput(form: ProductForm): ProductInput & ProductPatch {
  const specifications: Record<string, string> = {};
  for (const spec of form.specifications) {
    if (spec.name.trim()) specifications[spec.name.trim()] = spec.value.trim();
  }
  return {
    name: form.name.trim(),
    brand: form.brand,
    category: form.category,
    subcategory: form.subcategory,
    description: form.description.trim(),
    specifications,
    images: form.images,
    featured: form.featured,
    // Same order as the form, so the server's `variants.<n>` errors land on the right row (an unsaved row is
    // removed, never archived).
    variants: form.variants.map((variant) => variantInput(variant, !variant._id)) as ProductInput["variants"],
  };
}

/** A refused call's field errors, every one of them, keyed by field path. */
export function serverErrors(refusal: unknown): FormErrors {
  const list = (refusal as { data?: { errors?: unknown } } | undefined)?.data?.errors;
  const found: FormErrors = {};
  if (!Array.isArray(list)) return found;
  for (const item of list as { field?: unknown; message?: unknown }[]) {
    if (typeof item?.field === "string" && typeof item.message === "string")
      found[item.field] ??= item.message;
  }
  return found;
}

/** The id of the control that shows a field path's error. */
export function controlId(path: string): string {
  return `product-${path.replaceAll(".", "-")}`;
}
