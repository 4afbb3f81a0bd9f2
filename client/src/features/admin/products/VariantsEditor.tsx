// The variants a shopper chooses between: each with its sku, options, price, sale price, stock and picture. A
// new variant can be removed before it is saved; a saved one is archived instead (past orders keep it), and can
// be restored. A saved variant's stock is changed with a reason on the inventory screen, not here.
import { FormField } from "../components/FormField.tsx";
import { Thumbnail } from "./product-words.tsx";
import { controlId, emptyVariant, type FormErrors, type VariantRow } from "./product-form.ts";

const TEXT_FIELDS: { field: keyof VariantRow; label: string; numeric?: boolean; hint?: string }[] = [
  { field: "sku", label: "SKU" },
  { field: "color", label: "Color" },
  { field: "memory", label: "Memory", hint: "e.g. 8GB" },
  { field: "storage", label: "Storage", hint: "e.g. 128GB" },
  { field: "size", label: "Size" },
  { field: "price", label: "Price (Rs)", numeric: true },
  { field: "discountedPrice", label: "Sale price (Rs)", numeric: true, hint: "Empty for no sale" },
  { field: "stock", label: "Stock", numeric: true },
];

export function VariantsEditor({
  variants,
  images,
  errors,
  onChange,
}: {
  variants: VariantRow[];
  images: string[];
  errors: FormErrors;
  onChange: (variants: VariantRow[]) => void;
}) {
  const set = (index: number, patch: Partial<VariantRow>) =>
    onChange(variants.map((row, at) => (at === index ? { ...row, ...patch } : row)));

  return (
    <fieldset
      className="admin-panel admin-variants"
      aria-describedby={errors.variants ? "product-variants-error" : undefined}
    >
      <legend>Variants</legend>
      {errors.variants && (
        <p id="product-variants-error" className="field-error">
          {errors.variants}
        </p>
      )}
      <ol className="admin-rows">
        {variants.map((variant, index) => {
          const title = `Variant ${index + 1}`;
          return (
            <li key={variant.key}>
              <fieldset className={`admin-variant${variant.archived ? " admin-variant-archived" : ""}`}>
                <legend>
                  {title}
                  {variant.sku.trim() && <span className="admin-secondary"> {variant.sku.trim()}</span>}
                  {variant.archived && <span className="admin-badge admin-badge-neutral">Archived</span>}
                </legend>
                <div className="admin-variant-grid">
                  {TEXT_FIELDS.map(({ field, label, numeric, hint }) => {
                    const path = `variants.${index}.${field}`;
                    // A saved variant's stock moves with a reason through the stock calls, so it is shown only.
                    const readOnly = field === "stock" && Boolean(variant._id);
                    return (
                      <FormField
                        key={field}
                        id={controlId(path)}
                        label={label}
                        hint={readOnly ? "Change on the inventory screen" : hint}
                        error={errors[path]}
                      >
                        <input
                          type="text"
                          inputMode={numeric ? "numeric" : undefined}
                          value={String(variant[field])}
                          readOnly={readOnly}
                          disabled={variant.archived}
                          onChange={(event) => set(index, { [field]: event.target.value })}
                        />
                      </FormField>
                    );
                  })}
                  <FormField
                    id={controlId(`variants.${index}.image`)}
                    label="Image"
                    error={errors[`variants.${index}.image`]}
                  >
                    {(control) => (
                      <div className="admin-variant-image">
                        <select
                          id={control.id}
                          value={variant.image}
                          disabled={variant.archived}
                          aria-describedby={control["aria-describedby"]}
                          onChange={(event) => set(index, { image: event.target.value })}
                        >
                          <option value="">The product&apos;s main picture</option>
                          {images.map((url, at) => (
                            <option key={url} value={url}>
                              {at === 0 ? "Main picture" : `Image ${at + 1}`}
                            </option>
                          ))}
                          {variant.image && !images.includes(variant.image) && (
                            <option value={variant.image}>Removed image</option>
                          )}
                        </select>
                        <Thumbnail url={variant.image || images[0]} size={40} />
                      </div>
                    )}
                  </FormField>
                </div>
                {variant._id ? (
                  <button
                    type="button"
                    className="button"
                    onClick={() => set(index, { archived: !variant.archived })}
                  >
                    {variant.archived ? "Restore" : "Archive"}
                    <span className="visually-hidden"> {title.toLowerCase()}</span>
                  </button>
                ) : (
                  <button
                    type="button"
                    className="button"
                    onClick={() => onChange(variants.filter((_, at) => at !== index))}
                  >
                    Remove<span className="visually-hidden"> {title.toLowerCase()}</span>
                  </button>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button type="button" className="button" onClick={() => onChange([...variants, emptyVariant()])}>
        Add variant
      </button>
    </fieldset>
  );
}
