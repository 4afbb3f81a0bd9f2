// The product editor's form: text fields as typed, turned into the API's body, and checked with the products
// API's rules (shared/src/product-rules.ts: the schemas' own limits and words) before anything is sent, plus what
// only the whole form can see (two rows with one sku). Errors are keyed by the body's field path ("name",
// "variants.1.price"), the way the server names them in `errors[].field`.
// The rules come from the zod-free module, not the schemas: those bring the catalogue's zod schemas with them,
// which the bundler would then split into a chunk the storefront's home page preloads. product-form.test.ts
// checks the form against the schemas.
import {
  isBelowPrice,
  PRODUCT_LIMITS as LIMITS,
  PRODUCT_RULE_WORDS as WORDS,
  SKU_PATTERN,
  VARIANT_OPTION_LABELS,
} from "@store/shared/product-rules";
import type { AdminProduct, ProductInput, ProductPatch, VariantInput } from "../admin-types.ts";

export { LIMITS };

/** The option kinds, in order (the labels' keys: the catalogue's list itself sits with its zod schemas). */
const OPTION_KINDS = Object.keys(VARIANT_OPTION_LABELS) as (keyof typeof VARIANT_OPTION_LABELS)[];

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
  /** The name on Nepali pages; empty: none (the English name shows there too). */
  nameNe: string;
  brand: string;
  category: string;
  subcategory: string;
  description: string;
  /** The description on Nepali pages; empty: none (the description above shows there too). */
  descriptionNe: string;
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
    nameNe: "",
    brand: "",
    category: "",
    subcategory: "",
    description: "",
    descriptionNe: "",
    featured: false,
    images: [],
    specifications: [],
    variants: [emptyVariant()],
  };
}

export function formOf(product: AdminProduct): ProductForm {
  return {
    name: product.name,
    nameNe: product.nameNe ?? "",
    brand: product.brand.slug,
    category: product.category,
    subcategory: product.subcategory,
    description: product.description,
    descriptionNe: product.descriptionNe ?? "",
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
  if (!/^\d+$/.test(trimmed)) return { error: WORDS.notWholeRupees(label) };
  const value = Number(trimmed);
  if (value > LIMITS.price) return { error: WORDS.priceTooHigh(label) };
  return { value };
}

/** The form's mistakes, keyed by field path; empty when it can be sent. */
export function checkProductForm(form: ProductForm, isNew: boolean): FormErrors {
  const errors: FormErrors = {};
  const name = form.name.trim();
  if (!name) errors.name = WORDS.required("Name");
  else if (name.length > LIMITS.name) errors.name = WORDS.tooLong("Name", LIMITS.name);
  if (form.nameNe.trim().length > LIMITS.name) errors.nameNe = WORDS.nepaliNameTooLong(LIMITS.name);
  if (!form.brand) errors.brand = "Choose a brand";
  if (!form.category) errors.category = "Choose a category";
  if (!form.subcategory) errors.subcategory = "Choose a subcategory";

  if (form.description.trim().length > LIMITS.description) errors.description = WORDS.descriptionTooLong;
  if (form.descriptionNe.trim().length > LIMITS.description)
    errors.descriptionNe = WORDS.nepaliDescriptionTooLong;
  if (form.images.length > LIMITS.images) errors.images = WORDS.tooManyImages;

  const names = new Set<string>();
  if (form.specifications.filter((spec) => spec.name.trim()).length > LIMITS.specs)
    errors.specifications = WORDS.tooManySpecs;
  form.specifications.forEach((spec, index) => {
    const name = spec.name.trim();
    if (!name && !spec.value.trim()) return;
    if (!name) errors[`specifications.${index}.name`] = "Name the specification";
    else if (names.has(name.toLowerCase()))
      errors[`specifications.${index}.name`] = "This specification is already listed";
    else if (name.length > LIMITS.specName) errors[`specifications.${index}.name`] = WORDS.specNameTooLong;
    if (!spec.value.trim()) errors[`specifications.${index}.value`] = "Give the specification a value";
    else if (spec.value.trim().length > LIMITS.specValue)
      errors[`specifications.${index}.value`] = WORDS.specValueTooLong;
    names.add(name.toLowerCase());
  });

  if (isNew && form.variants.length === 0) errors.variants = WORDS.noVariant;
  else if (!form.variants.some((variant) => !variant.archived)) errors.variants = "Add at least one variant";
  else if (form.variants.length > LIMITS.variants) errors.variants = WORDS.tooManyVariants;
  const skus = new Set<string>();
  const combinations = new Set<string>();
  form.variants.forEach((variant, index) => {
    const at = (field: string) => `variants.${index}.${field}`;
    const sku = variant.sku.trim();
    if (!sku) errors[at("sku")] = WORDS.required("SKU");
    else if (sku.length > LIMITS.sku) errors[at("sku")] = WORDS.tooLong("SKU", LIMITS.sku);
    else if (!SKU_PATTERN.test(sku)) errors[at("sku")] = WORDS.sku;
    else if (skus.has(sku.toUpperCase())) errors[at("sku")] = "Another variant has this SKU";
    for (const kind of OPTION_KINDS) {
      if (variant[kind].trim().length > LIMITS.option)
        errors[at(kind)] = WORDS.tooLong(VARIANT_OPTION_LABELS[kind], LIMITS.option);
    }
    skus.add(sku.toUpperCase());
    const price = rupees(variant.price, "Price");
    if (price.error) errors[at("price")] = price.error;
    if (variant.discountedPrice.trim()) {
      const sale = rupees(variant.discountedPrice, "Discounted price");
      if (sale.error) errors[at("discountedPrice")] = sale.error;
      else if (price.value !== undefined && !isBelowPrice(sale.value!, price.value))
        errors[at("discountedPrice")] = "Sale price must be below the price";
    }
    if (!/^\d+$/.test(variant.stock.trim())) errors[at("stock")] = "Stock must be a whole number, 0 or more";
    else if (Number(variant.stock.trim()) > LIMITS.stock) errors[at("stock")] = WORDS.stockTooHigh;
    if (!variant.archived) {
      const options = OPTION_KINDS.map((kind) => variant[kind].trim().toLowerCase()).join("|");
      if (combinations.has(options)) errors[at("color")] ??= "Another variant has these same options";
      combinations.add(options);
    }
  });

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
    nameNe: form.nameNe.trim() || null,
    brand: form.brand,
    category: form.category,
    subcategory: form.subcategory,
    description: form.description.trim(),
    descriptionNe: form.descriptionNe.trim() || null,
    specifications,
    images: form.images,
    featured: form.featured,
    // Same order as the form, so the server's `variants.<n>` errors land on the right row (an unsaved row is
    // removed, never archived).
    variants: form.variants.map((variant) => variantInput(variant, !variant._id)) as ProductInput["variants"],
  };
}

/**
 * The form's field for a path of the API's body: a variant's option (`variants.0.options.color`) is the row's
 * own field (`variants.0.color`), and a specification, keyed by its name in the body
 * (`specifications.Display`), is the row with that name (`specifications.2.name`).
 */
export function formPath(path: string, form: ProductForm): string {
  const option = /^variants\.(\d+)\.options\.(\w+)$/.exec(path);
  if (option) return `variants.${option[1]}.${option[2]}`;
  if (path.startsWith("specifications.")) {
    const key = path.slice("specifications.".length);
    const index = form.specifications.findIndex((spec) => spec.name.trim() === key);
    if (index >= 0) return `specifications.${index}.name`;
  }
  return path;
}

/** A refused call's field errors, every one of them, keyed by the form's field path. */
export function serverErrors(refusal: unknown, form: ProductForm): FormErrors {
  const list = (refusal as { data?: { errors?: unknown } } | undefined)?.data?.errors;
  const found: FormErrors = {};
  if (!Array.isArray(list)) return found;
  for (const item of list as { field?: unknown; message?: unknown }[]) {
    if (typeof item?.field === "string" && typeof item.message === "string")
      found[formPath(item.field, form)] ??= item.message;
  }
  return found;
}

/** The id of the control that shows a field path's error. */
export function controlId(path: string): string {
  return `product-${path.replaceAll(".", "-")}`;
}
