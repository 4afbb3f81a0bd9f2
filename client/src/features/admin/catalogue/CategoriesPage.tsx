// The store's categories (GET /api/admin/categories, PATCH /api/admin/categories/:slug). The eight categories
// are fixed (the storefront's addresses and menus depend on them): a category can be renamed and moved, and
// subcategories added or renamed, never removed or re-slugged, so product pages and links keep working.
import type { AdminCategory } from "@store/shared/admin/catalogue";
import { useState, type FormEvent } from "react";
import { useAdminCategoriesQuery, useChangeCategoryMutation } from "./catalogue-api.ts";
import { FormField, TextField } from "../components/FormField.tsx";
import { QueryFailure } from "../components/QueryFailure.tsx";
import { FormOutcome } from "../components/FormOutcome.tsx";
import { errorText } from "../../../lib/errors/error-text.ts";

type Change = {
  name?: string;
  nameNe?: string | null;
  position?: number;
  subcategories?: { slug: string; name: string; nameNe?: string | null }[];
};

/** A Nepali name field's text as the API takes it: empty means none. */
const nepali = (text: string) => text.trim() || null;

export function CategoryForm({
  category,
  onSave,
}: {
  category: AdminCategory;
  onSave: (change: Change) => Promise<unknown>;
}) {
  const id = (field: string) => `category-${category.slug}-${field}`;
  const [name, setName] = useState(category.name);
  const [nameNe, setNameNe] = useState(category.nameNe ?? "");
  const [position, setPosition] = useState(String(category.position));
  const [subs, setSubs] = useState(
    category.subcategories.map((sub) => ({ slug: sub.slug, name: sub.name, nameNe: sub.nameNe ?? "" })),
  );
  const [added, setAdded] = useState({ slug: "", name: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setDone(null);
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = "Name is required";
    if (!/^\d+$/.test(position.trim()) || Number(position) > 1000)
      found.position = "Position must be a whole number from 0 to 1000";
    subs.forEach((sub, index) => {
      if (!sub.name.trim()) found[`sub-${index}`] = "Subcategory name is required";
    });
    if (added.slug.trim() || added.name.trim()) {
      if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(added.slug.trim()))
        found["new-slug"] = "Slug must be lower-case letters, digits and single hyphens";
      else if (subs.some((sub) => sub.slug === added.slug.trim()))
        found["new-slug"] = "The category already has this subcategory";
      if (!added.name.trim()) found["new-name"] = "Subcategory name is required";
    }
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(id(first))?.focus();
      return;
    }
    const changed = subs.filter(
      (sub, index) =>
        sub.name.trim() !== category.subcategories[index]?.name ||
        nepali(sub.nameNe) !== (category.subcategories[index]?.nameNe ?? null),
    );
    const extra = added.slug.trim() ? [{ slug: added.slug.trim(), name: added.name.trim() }] : [];
    try {
      await onSave({
        name: name.trim(),
        ...(nepali(nameNe) !== (category.nameNe ?? null) ? { nameNe: nepali(nameNe) } : {}),
        position: Number(position),
        ...(changed.length + extra.length > 0
          ? {
              subcategories: [
                ...changed.map((sub) => ({
                  slug: sub.slug,
                  name: sub.name.trim(),
                  ...(nepali(sub.nameNe) !==
                  (category.subcategories.find((row) => row.slug === sub.slug)?.nameNe ?? null)
                    ? { nameNe: nepali(sub.nameNe) }
                    : {}),
                })),
                ...extra,
              ],
            }
          : {}),
      });
      setAdded({ slug: "", name: "" });
      setDone(`${name.trim()} was saved.`);
    } catch (refusal) {
      setFailure(errorText(refusal, "The category could not be saved. Please try again.", "en"));
    }
  }

  return (
    <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate>
      <FormOutcome failure={failure} />
      {done && (
        <p className="notice" role="status">
          {done}
        </p>
      )}
      <div className="admin-field-row">
        <TextField id={id("name")} label="Name" error={errors.name} value={name} onText={setName} />
        <TextField
          id={id("nameNe")}
          label="Nepali name"
          hint="Shown on Nepali pages; empty: the name above."
          lang="ne"
          value={nameNe}
          onText={setNameNe}
        />
        <TextField
          id={id("position")}
          label="Position"
          hint="Lower comes first in the menus."
          error={errors.position}
          inputMode="numeric"
          value={position}
          onText={setPosition}
        />
      </div>
      <fieldset className="admin-subcategories">
        <legend>Subcategories</legend>
        {subs.map((sub, index) => (
          <div className="admin-field-row" key={sub.slug}>
            <FormField id={id(`sub-${index}`)} label={`Name of ${sub.slug}`} error={errors[`sub-${index}`]}>
              <input
                type="text"
                value={sub.name}
                onChange={(event) =>
                  setSubs((current) =>
                    current.map((item, at) => (at === index ? { ...item, name: event.target.value } : item)),
                  )
                }
              />
            </FormField>
            <FormField id={id(`sub-${index}-ne`)} label={`Nepali name of ${sub.slug}`}>
              <input
                type="text"
                lang="ne"
                value={sub.nameNe}
                onChange={(event) =>
                  setSubs((current) =>
                    current.map((item, at) =>
                      at === index ? { ...item, nameNe: event.target.value } : item,
                    ),
                  )
                }
              />
            </FormField>
          </div>
        ))}
        <div className="admin-field-row">
          {(["slug", "name"] as const).map((part) => (
            <TextField
              key={part}
              id={id(`new-${part}`)}
              label={`New subcategory ${part}`}
              error={errors[`new-${part}`]}
              value={added[part]}
              onText={(text) => setAdded((current) => ({ ...current, [part]: text }))}
            />
          ))}
        </div>
      </fieldset>
      <button type="submit" className="button primary">
        Save {category.name}
      </button>
    </form>
  );
}

export default function CategoriesPage() {
  const categories = useAdminCategoriesQuery();
  const [change] = useChangeCategoryMutation();
  return (
    <section aria-labelledby="categories-title">
      <h1 id="categories-title">Categories</h1>
      <p>
        The store&apos;s eight categories are fixed; rename or reorder them, and add or rename their
        subcategories.
      </p>
      {categories.isError ? (
        <QueryFailure error={categories.error} what="categories" onRetry={() => void categories.refetch()} />
      ) : !categories.data ? (
        <p role="status">Loading categories…</p>
      ) : (
        categories.data.map((category) => (
          <section key={category.slug} aria-labelledby={`category-${category.slug}`} className="admin-panel">
            <h2 id={`category-${category.slug}`}>
              {category.name}{" "}
              <span className="admin-secondary">
                {category.slug} · {category.productCount} on sale
              </span>
            </h2>
            <CategoryForm
              // A saved answer starts the form again from what the server kept.
              key={JSON.stringify(category)}
              category={category}
              onSave={(body) => change({ slug: category.slug, ...body }).unwrap()}
            />
          </section>
        ))
      )}
    </section>
  );
}
