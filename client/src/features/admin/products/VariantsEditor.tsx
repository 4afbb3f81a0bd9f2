// The variants a shopper chooses between, one row each in a compact table: sku, options, price, sale price, stock
// and picture (nine variants fit a screen, where a card each made a page of thousands of pixels). Each control is
// named for assistive technology by its column and its variant ("Price (Rs) of variant IPHONE-15-PRO-512GB");
// on a phone the table scrolls inside its own box. A new variant can be removed before it is saved; a saved one
// is archived instead (past orders keep it), and can be restored. A saved variant's stock is changed with a reason
// on the inventory screen, not here.
import { Thumbnail } from "./product-words.tsx";
import { controlId, emptyVariant, type FormErrors, type VariantRow } from "./product-form.ts";

type TextField = "sku" | "color" | "memory" | "storage" | "size" | "price" | "discountedPrice" | "stock";

const COLUMNS: { field: TextField; label: string; numeric?: boolean; placeholder?: string }[] = [
  { field: "sku", label: "SKU" },
  { field: "color", label: "Color" },
  { field: "memory", label: "Memory", placeholder: "8GB" },
  { field: "storage", label: "Storage", placeholder: "128GB" },
  { field: "size", label: "Size" },
  { field: "price", label: "Price (Rs)", numeric: true },
  { field: "discountedPrice", label: "Sale price (Rs)", numeric: true },
  { field: "stock", label: "Stock", numeric: true },
];

const NOTE_ID = "product-variants-note";
const STOCK_NOTE_ID = "product-variants-stock-note";

/** How a row's controls name their variant: by its SKU once it has one, else by its place. */
export function variantName(variant: VariantRow, index: number): string {
  const sku = variant.sku.trim();
  return sku ? `variant ${sku}` : `variant ${index + 1}`;
}

/** The picture choices: the product's pictures by their names in the pictures panel. */
function PictureSelect({
  variant,
  index,
  images,
  error,
  onPick,
}: {
  variant: VariantRow;
  index: number;
  images: string[];
  error?: string;
  onPick: (url: string) => void;
}) {
  const id = controlId(`variants.${index}.image`);
  return (
    <div className="admin-variant-image">
      <select
        id={id}
        aria-label={`Picture of ${variantName(variant, index)}`}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        value={variant.image}
        disabled={variant.archived}
        onChange={(event) => onPick(event.target.value)}
      >
        <option value="">The product&apos;s main picture</option>
        {images.map((url, at) => (
          <option key={url} value={url}>
            {at === 0 ? "Main picture" : `Image ${at + 1}`}
          </option>
        ))}
        {/* A picture taken off the product in this edit (the variant still points at it until saved). */}
        {variant.image && !images.includes(variant.image) && (
          <option value={variant.image}>Removed image</option>
        )}
      </select>
      <Thumbnail url={variant.image || images[0]} size={32} />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

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
      aria-describedby={[NOTE_ID, errors.variants ? "product-variants-error" : ""].join(" ").trim()}
    >
      <legend>Variants</legend>
      <p id={NOTE_ID} className="admin-hint">
        Memory and storage as 8GB or 128GB; an empty sale price is no sale.{" "}
        <span id={STOCK_NOTE_ID}>A saved variant&apos;s stock changes on the inventory screen.</span>
      </p>
      {errors.variants && (
        <p id="product-variants-error" className="field-error">
          {errors.variants}
        </p>
      )}
      <div className="admin-table-scroll admin-variant-scroll">
        <table className="admin-table admin-variant-table">
          <caption className="visually-hidden">The product&apos;s variants</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              {COLUMNS.map((column) => (
                <th key={column.field} scope="col" className={column.numeric ? "numeric" : undefined}>
                  {column.label}
                </th>
              ))}
              <th scope="col">Picture</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {variants.map((variant, index) => {
              const name = variantName(variant, index);
              const place = `variant ${index + 1}`;
              return (
                <tr key={variant.key} className={variant.archived ? "admin-variant-archived" : undefined}>
                  <th scope="row">
                    {index + 1}
                    {variant.archived && <span className="admin-badge admin-badge-neutral">Archived</span>}
                  </th>
                  {COLUMNS.map(({ field, label, numeric, placeholder }) => {
                    const path = `variants.${index}.${field}`;
                    const id = controlId(path);
                    const error = errors[path];
                    // A saved variant's stock moves with a reason through the stock calls, so it is shown only.
                    const readOnly = field === "stock" && Boolean(variant._id);
                    const described = [readOnly && STOCK_NOTE_ID, error && `${id}-error`].filter(Boolean);
                    return (
                      <td key={field} className={`admin-variant-${field}`}>
                        <input
                          id={id}
                          type="text"
                          // The SKU names the row, so its own box is named by the row's place.
                          aria-label={`${label} of ${field === "sku" ? place : name}`}
                          aria-invalid={Boolean(error)}
                          aria-describedby={described.join(" ") || undefined}
                          inputMode={numeric ? "numeric" : undefined}
                          placeholder={placeholder}
                          value={String(variant[field])}
                          readOnly={readOnly}
                          disabled={variant.archived}
                          onChange={(event) => set(index, { [field]: event.target.value })}
                        />
                        {error && (
                          <p id={`${id}-error`} className="field-error">
                            {error}
                          </p>
                        )}
                      </td>
                    );
                  })}
                  <td>
                    <PictureSelect
                      variant={variant}
                      index={index}
                      images={images}
                      error={errors[`variants.${index}.image`]}
                      onPick={(image) => set(index, { image })}
                    />
                  </td>
                  <td>
                    {variant._id ? (
                      <button
                        type="button"
                        className="button"
                        onClick={() => set(index, { archived: !variant.archived })}
                      >
                        {variant.archived ? "Restore" : "Archive"}
                        <span className="visually-hidden"> {place}</span>
                      </button>
                    ) : (
                      <button
                        type="button"
                        className="button"
                        onClick={() => onChange(variants.filter((_, at) => at !== index))}
                      >
                        Remove<span className="visually-hidden"> {place}</span>
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <button type="button" className="button" onClick={() => onChange([...variants, emptyVariant()])}>
        Add variant
      </button>
    </fieldset>
  );
}
