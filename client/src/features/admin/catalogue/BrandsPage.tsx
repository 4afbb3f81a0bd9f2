// The store's brands (GET/POST /api/admin/brands, PATCH /api/admin/brands/:id): each with its logo and number of
// products on sale; a new brand with its name, slug (made from the name when left empty) and logo, uploaded from
// the computer; and a brand renamed or given a new logo.
import type { Brand } from "@store/shared/catalog";
import { useState, type FormEvent } from "react";
import { useAppSelector } from "../../../app/hooks.ts";
import { useAdminBrandsQuery, useChangeBrandMutation, useCreateBrandMutation } from "./catalogue-api.ts";
import { FormField, TextField } from "../components/FormField.tsx";
import { QueryFailure } from "../components/QueryFailure.tsx";
import { Thumbnail } from "../products/product-words.tsx";
import { uploadImage } from "../products/transfers.ts";
import { FormOutcome } from "../components/FormOutcome.tsx";
import { errorText, fieldErrorTexts } from "../../../lib/errors/error-text.ts";

interface Form {
  name: string;
  slug: string;
  logo: string;
}
const FIELDS = ["name", "slug", "logo"] as const;

export function BrandForm({
  brand,
  onSave,
  onDone,
  upload,
}: {
  brand?: Brand;
  onSave: (form: Form) => Promise<unknown>;
  onDone: (message: string) => void;
  upload: (file: File) => Promise<string>;
}) {
  const prefix = brand ? `brand-${brand._id}` : "brand-new";
  const [form, setForm] = useState<Form>({
    name: brand?.name ?? "",
    slug: brand?.slug ?? "",
    logo: brand?.logo ?? "",
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const set = (field: keyof Form, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found: Partial<Record<keyof Form, string>> = {};
    if (!form.name.trim()) found.name = "Name is required";
    if (form.slug.trim() && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(form.slug.trim()))
      found.slug = "Slug must be lower-case letters, digits and single hyphens";
    if (!form.logo) found.logo = "Upload the brand's logo";
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      document.getElementById(`${prefix}-${first}`)?.focus();
      return;
    }
    try {
      await onSave({ name: form.name.trim(), slug: form.slug.trim(), logo: form.logo });
      onDone(brand ? `${form.name.trim()} was saved.` : `${form.name.trim()} was added.`);
      if (!brand) setForm({ name: "", slug: "", logo: "" });
    } catch (refusal) {
      setErrors(fieldErrorTexts(refusal, FIELDS, "en"));
      setFailure(errorText(refusal, "The brand could not be saved. Please try again.", "en"));
    }
  }

  return (
    <form className="admin-form admin-brand-form" onSubmit={(event) => void submit(event)} noValidate>
      <FormOutcome failure={failure} />
      <TextField
        id={`${prefix}-name`}
        label="Name"
        error={errors.name}
        value={form.name}
        onText={(text) => set("name", text)}
      />
      <TextField
        id={`${prefix}-slug`}
        label="Slug (optional)"
        hint="Its address: /products?brand=<slug>. Made from the name when empty."
        error={errors.slug}
        value={form.slug}
        onText={(text) => set("slug", text)}
      />
      <div className="admin-brand-logo">
        <Thumbnail url={form.logo || undefined} size={48} />
        <FormField id={`${prefix}-logo`} label="Logo (JPEG, PNG or WebP)" error={errors.logo}>
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (!file) return;
              setUploading(true);
              upload(file)
                .then((url) => set("logo", url))
                .catch((failed: unknown) =>
                  setErrors((current) => ({
                    ...current,
                    logo: failed instanceof Error ? failed.message : "The logo could not be uploaded.",
                  })),
                )
                .finally(() => setUploading(false));
            }}
          />
        </FormField>
      </div>
      {uploading && <p role="status">Uploading the logo…</p>}
      <button type="submit" className="button primary" disabled={uploading}>
        {brand ? "Save brand" : "Add brand"}
      </button>
    </form>
  );
}

export default function BrandsPage() {
  const token = useAppSelector((state) => state.auth.token);
  const brands = useAdminBrandsQuery();
  const [create] = useCreateBrandMutation();
  const [change] = useChangeBrandMutation();
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const upload = (file: File) => uploadImage(file, token, () => {});
  const withoutEmptySlug = (form: Form) => ({
    name: form.name,
    logo: form.logo,
    ...(form.slug ? { slug: form.slug } : {}),
  });

  return (
    <section aria-labelledby="brands-title">
      <h1 id="brands-title">Brands</h1>
      <p className="notice" role="status" hidden={!notice}>
        {notice}
      </p>
      <section aria-labelledby="new-brand-title" className="admin-panel">
        <h2 id="new-brand-title">New brand</h2>
        <BrandForm
          upload={upload}
          onSave={(form) => create(withoutEmptySlug(form)).unwrap()}
          onDone={setNotice}
        />
      </section>
      {brands.isError ? (
        <QueryFailure error={brands.error} what="brands" onRetry={() => void brands.refetch()} />
      ) : !brands.data ? (
        <p role="status">Loading brands…</p>
      ) : brands.data.length === 0 ? (
        <p className="admin-empty">No brands yet.</p>
      ) : (
        <ul className="admin-plain-list admin-brands">
          {brands.data.map((brand) => (
            <li key={brand._id} className="admin-panel">
              <div className="admin-brand-row">
                <Thumbnail url={brand.logo || undefined} size={40} />
                <p>
                  <strong>{brand.name}</strong> <span className="admin-secondary">{brand.slug}</span>
                  <br />
                  <span className="admin-secondary">
                    {brand.productCount} {brand.productCount === 1 ? "product" : "products"} on sale
                  </span>
                </p>
                <button
                  type="button"
                  className="button"
                  aria-expanded={editing === brand._id}
                  onClick={() => setEditing((current) => (current === brand._id ? null : brand._id))}
                >
                  {editing === brand._id ? "Close" : "Edit"}
                  <span className="visually-hidden"> {brand.name}</span>
                </button>
              </div>
              {editing === brand._id && (
                <BrandForm
                  brand={brand}
                  upload={upload}
                  onSave={(form) => change({ id: brand._id, ...withoutEmptySlug(form) }).unwrap()}
                  onDone={(message) => {
                    setNotice(message);
                    setEditing(null);
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
