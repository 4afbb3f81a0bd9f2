// The product editor at /admin/products/new and /admin/products/:id: the product's details, description (with a
// preview of what the store will show), pictures, specifications and variants, checked as the API checks them
// before sending, with the server's own field errors shown beside their fields; and archiving or restoring it.
// Its save bar stays in view at the window's foot while the admin scrolls, the outcome of the last save beside
// the button (read out: "saved" politely, a refusal at once).
import { useEffect, useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router-dom";
import { ConfirmDialog } from "../../../components/ConfirmDialog.tsx";
import { useAppSelector } from "../../../app/hooks.ts";
import { useAdminBrandsQuery, useAdminCategoriesQuery } from "../catalogue/catalogue-api.ts";
import {
  useAdminProductQuery,
  useArchiveProductMutation,
  useCreateProductMutation,
  useRestoreProductMutation,
  useUpdateProductMutation,
} from "./products-api.ts";
import type { AdminProduct, ProductInput } from "../admin-types.ts";
import { Choices, slugChoices } from "../components/Choices.tsx";
import { FormField, TextField } from "../components/FormField.tsx";
import { QueryFailure } from "../components/QueryFailure.tsx";
import { DescriptionPreview } from "./DescriptionPreview.tsx";
import { ImagesEditor, type Uploader } from "./ImagesEditor.tsx";
import { SpecificationRows } from "./SpecificationRows.tsx";
import { VariantsEditor } from "./VariantsEditor.tsx";
import {
  checkProductForm,
  controlId,
  emptyForm,
  formOf,
  productInput,
  serverErrors,
  type FormErrors,
  type ProductForm,
} from "./product-form.ts";
import { productStatus } from "./product-words.tsx";
import { FormOutcome } from "../components/FormOutcome.tsx";
import { uploadImage } from "./transfers.ts";
import { errorText } from "../../../lib/errors/error-text.ts";

/** The order fields are checked in, so focus goes to the first one wrong. */
function firstErrorId(errors: FormErrors): string | undefined {
  const order = [
    "name",
    "nameNe",
    "brand",
    "category",
    "subcategory",
    "description",
    "descriptionNe",
    "images",
  ];
  const first =
    order.find((field) => errors[field]) ??
    Object.keys(errors).find((field) => field.startsWith("specifications.")) ??
    Object.keys(errors).find((field) => field.startsWith("variants."));
  if (first) return controlId(first);
  return errors.variants ? "product-variants-error" : undefined;
}

export function ProductEditor({
  product,
  brands,
  categories,
  upload,
  onSave,
  busy,
  notice = null,
}: {
  product?: AdminProduct;
  brands: { slug: string; name: string }[];
  categories: { slug: string; name: string; subcategories: { slug: string; name: string }[] }[];
  upload: Uploader;
  onSave: (input: ProductInput) => Promise<unknown>;
  busy: boolean;
  /** The page's word on the last save ("Product saved."), shown in the save bar until the form is changed. */
  notice?: string | null;
}) {
  const [form, setForm] = useState<ProductForm>(() => (product ? formOf(product) : emptyForm()));
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [edited, setEdited] = useState(false);
  // A new answer (after a save) starts the form again from what the server kept. The form stays mounted, so
  // the save bar's live regions do too and its outcome is read out.
  const [shown, setShown] = useState(product);
  if (product !== shown) {
    setShown(product);
    setForm(product ? formOf(product) : emptyForm());
    setErrors({});
    setEdited(false);
  }
  const subcategories = categories.find((category) => category.slug === form.category)?.subcategories ?? [];

  const set = <K extends keyof ProductForm>(field: K, value: ProductForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: "" }));
    setEdited(true);
  };
  const update = (change: (current: ProductForm) => ProductForm) => {
    setForm(change);
    setEdited(true);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = checkProductForm(form, !product);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailure("Please correct the fields marked below.");
      const id = firstErrorId(found);
      if (id) document.getElementById(id)?.focus();
      return;
    }
    try {
      await onSave(productInput(form));
      // What was sent is what is kept: the bar says so until the next change.
      setEdited(false);
    } catch (refusal) {
      const fromServer = serverErrors(refusal, form);
      setErrors(fromServer);
      setFailure(errorText(refusal, "The product could not be saved. Please try again.", "en"));
      const id = firstErrorId(fromServer);
      if (id) document.getElementById(id)?.focus();
    }
  }

  return (
    <form className="admin-form admin-product-form" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="admin-panel">
        <legend>Details</legend>
        <TextField
          id="product-name"
          label="Name"
          error={errors.name}
          value={form.name}
          onText={(text) => set("name", text)}
        />
        <TextField
          id="product-nameNe"
          label="Nepali name"
          hint="Shown on Nepali pages and found by search; empty: the name above."
          error={errors.nameNe}
          lang="ne"
          value={form.nameNe}
          onText={(text) => set("nameNe", text)}
        />
        <div className="admin-field-row">
          <FormField id="product-brand" label="Brand" error={errors.brand}>
            <select value={form.brand} onChange={(event) => set("brand", event.target.value)}>
              <Choices none="Choose a brand" options={slugChoices(brands)} />
            </select>
          </FormField>
          <FormField id="product-category" label="Category" error={errors.category}>
            <select
              value={form.category}
              onChange={(event) => {
                set("category", event.target.value);
                set("subcategory", "");
              }}
            >
              <Choices none="Choose a category" options={slugChoices(categories)} />
            </select>
          </FormField>
          <FormField
            id="product-subcategory"
            label="Subcategory"
            hint={form.category ? undefined : "Choose a category first"}
            error={errors.subcategory}
          >
            <select
              value={form.subcategory}
              disabled={!form.category}
              onChange={(event) => set("subcategory", event.target.value)}
            >
              <Choices none="Choose a subcategory" options={slugChoices(subcategories)} />
            </select>
          </FormField>
        </div>
        <div className="field admin-checkbox">
          <input
            id="product-featured"
            type="checkbox"
            checked={form.featured}
            onChange={(event) => set("featured", event.target.checked)}
          />
          <label htmlFor="product-featured">Featured on the home page</label>
        </div>
      </fieldset>
      <fieldset className="admin-panel admin-description">
        <legend>Description</legend>
        <div className="admin-description-grid">
          <FormField
            id="product-description"
            label="Description (HTML)"
            hint="Paragraphs, lists, bold, italics, h3/h4 headings and tables are kept; anything else is removed."
            error={errors.description}
          >
            <textarea
              rows={10}
              value={form.description}
              onChange={(event) => set("description", event.target.value)}
            />
          </FormField>
          <DescriptionPreview html={form.description} />
        </div>
        <FormField
          id="product-descriptionNe"
          label="Nepali description (HTML)"
          hint="Shown on Nepali pages, kept and cleaned as the description is; empty: the description above."
          error={errors.descriptionNe}
        >
          <textarea
            rows={6}
            lang="ne"
            value={form.descriptionNe}
            onChange={(event) => set("descriptionNe", event.target.value)}
          />
        </FormField>
      </fieldset>
      <ImagesEditor
        images={form.images}
        upload={upload}
        error={errors.images}
        onChange={(change) => update((current) => ({ ...current, images: change(current.images) }))}
      />
      <SpecificationRows
        rows={form.specifications}
        errors={errors}
        onChange={(rows) => set("specifications", rows)}
      />
      <VariantsEditor
        variants={form.variants}
        images={form.images}
        errors={errors}
        onChange={(rows) => update((current) => ({ ...current, variants: rows }))}
      />
      <div className="admin-form-actions admin-save-bar">
        <button type="submit" className="button primary" disabled={busy}>
          {busy ? "Saving…" : product ? "Save product" : "Create product"}
        </button>
        <Link to="/admin/products">Back to products</Link>
        {/* The status region is always there, so what appears in it is read out; an alert is read as it comes. */}
        <p className="admin-save-outcome notice" role="status">
          {!failure && !edited && !busy ? notice : null}
        </p>
        {failure && (
          <p className="admin-save-outcome form-error" role="alert">
            {failure}
          </p>
        )}
      </div>
    </form>
  );
}

/** Archive or restore, each only after the admin confirms it. */
function ArchiveControl({ product }: { product: AdminProduct }) {
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [archive, archiving] = useArchiveProductMutation();
  const [restore, restoring] = useRestoreProductMutation();
  const archived = productStatus(product) === "archived";

  async function confirm() {
    setAsking(false);
    setFailure(null);
    try {
      if (archived) await restore(product._id).unwrap();
      else await archive(product._id).unwrap();
    } catch (refusal) {
      setFailure(errorText(refusal, "The change could not be made. Please try again.", "en"));
    }
  }

  return (
    <div className="admin-archive">
      <FormOutcome failure={failure} />
      <button
        type="button"
        className={archived ? "button" : "button admin-danger"}
        disabled={archiving.isLoading || restoring.isLoading}
        onClick={() => setAsking(true)}
      >
        {archived ? "Restore product" : "Archive product"}
      </button>
      {asking && (
        <ConfirmDialog
          title={archived ? "Restore this product?" : "Archive this product?"}
          message={
            archived
              ? `${product.name} goes back on sale in listings and search.`
              : `${product.name} leaves listings, search, carts and wishlists. Past orders keep it, and it can be restored.`
          }
          confirmLabel={archived ? "Restore" : "Archive"}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
        />
      )}
    </div>
  );
}

function useEditorData() {
  const token = useAppSelector((state) => state.auth.token);
  // The admin's lists: a brand without products yet is offered too.
  const brands = useAdminBrandsQuery();
  const categories = useAdminCategoriesQuery();
  const upload: Uploader = (file, onProgress) => uploadImage(file, token, onProgress);
  return { brands, categories, upload };
}

export function NewProductPage() {
  const { brands, categories, upload } = useEditorData();
  const [create, creating] = useCreateProductMutation();
  const navigate = useNavigate();
  return (
    <section aria-labelledby="product-title">
      <p>
        <Link to="/admin/products">Products</Link>
      </p>
      <h1 id="product-title">New product</h1>
      {brands.isError || categories.isError ? (
        <QueryFailure
          error={brands.error ?? categories.error}
          what="brands and categories"
          onRetry={() => {
            void brands.refetch();
            void categories.refetch();
          }}
        />
      ) : !brands.data || !categories.data ? (
        <p role="status">Loading…</p>
      ) : (
        <ProductEditor
          brands={brands.data}
          categories={categories.data}
          upload={upload}
          busy={creating.isLoading}
          onSave={async (input) => {
            const product = await create(input).unwrap();
            void navigate(`/admin/products/${encodeURIComponent(product._id)}`, {
              state: { created: product.name },
            });
          }}
        />
      )}
    </section>
  );
}

export function EditProductPage() {
  const { id = "" } = useParams();
  const location = useLocation();
  const created = (location.state as { created?: string } | null)?.created;
  const { brands, categories, upload } = useEditorData();
  const product = useAdminProductQuery(id);
  const [update, updating] = useUpdateProductMutation();
  const [notice, setNotice] = useState<string | null>(created ? `${created} was created.` : null);
  const data = product.currentData;
  useEffect(() => {
    if (data) document.title = `${data.name} · Admin`;
  }, [data]);

  let body;
  if (product.isError || brands.isError || categories.isError) {
    body = (
      <QueryFailure
        error={product.error ?? brands.error ?? categories.error}
        what="the product"
        onRetry={() => {
          void product.refetch();
          void brands.refetch();
          void categories.refetch();
        }}
      />
    );
  } else if (!data || !brands.data || !categories.data) {
    body = <p role="status">Loading the product…</p>;
  } else {
    body = (
      <>
        <ArchiveControl product={data} />
        <ProductEditor
          key={data._id}
          product={data}
          notice={notice}
          brands={brands.data}
          categories={categories.data}
          upload={upload}
          busy={updating.isLoading}
          onSave={async (input) => {
            setNotice(null);
            await update({ id, ...input }).unwrap();
            setNotice("Product saved.");
          }}
        />
      </>
    );
  }
  return (
    <section aria-labelledby="product-title">
      <p>
        <Link to="/admin/products">Products</Link>
      </p>
      <h1 id="product-title">
        {data ? data.name : "Product"}
        {data && productStatus(data) === "archived" && (
          <>
            {" "}
            <span className="admin-badge admin-badge-neutral">Archived</span>
          </>
        )}
      </h1>
      {body}
    </section>
  );
}
