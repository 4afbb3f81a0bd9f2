import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { aProduct } from "../admin-testing.tsx";
import type { AdminProduct, ProductInput } from "../admin-types.ts";
import { DescriptionPreview } from "./DescriptionPreview.tsx";
import { ImportPanel } from "./ImportPanel.tsx";
import { ProductEditor } from "./ProductEditorPage.tsx";
import type { Uploader } from "./ImagesEditor.tsx";
import { errorOf } from "../../../testing/fields.ts";

const BRANDS = [{ slug: "samsung", name: "Samsung" }];
const CATEGORIES = [
  {
    slug: "electronics",
    name: "Electronics",
    subcategories: [{ slug: "smartphones", name: "Smartphones" }],
  },
];

function renderEditor({
  product,
  onSave = vi.fn<(input: ProductInput) => Promise<unknown>>().mockResolvedValue({}),
  upload = vi.fn<Uploader>().mockResolvedValue("/media/uploads/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.png"),
}: {
  product?: AdminProduct;
  onSave?: ReturnType<typeof vi.fn<(input: ProductInput) => Promise<unknown>>>;
  upload?: Uploader;
} = {}) {
  render(
    <MemoryRouter>
      <ProductEditor
        product={product}
        brands={BRANDS}
        categories={CATEGORIES}
        upload={upload}
        onSave={onSave}
        busy={false}
      />
    </MemoryRouter>,
  );
  return { onSave, upload, user: userEvent.setup() };
}

const variant = (n: number) => screen.getByRole("group", { name: new RegExp(`^Variant ${n}\\b`) });

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Name"), "Galaxy S25");
  await user.selectOptions(screen.getByLabelText("Brand"), "samsung");
  await user.selectOptions(screen.getByLabelText("Category"), "electronics");
  await user.selectOptions(screen.getByLabelText("Subcategory"), "smartphones");
  await user.type(screen.getByLabelText("Description (HTML)"), "A phone.");
}

async function fillVariant(
  user: ReturnType<typeof userEvent.setup>,
  n: number,
  values: { sku: string; storage?: string; price: string; sale?: string; stock: string },
) {
  const row = within(variant(n));
  await user.type(row.getByLabelText("SKU"), values.sku);
  if (values.storage) await user.type(row.getByLabelText("Storage"), values.storage);
  await user.type(row.getByLabelText("Price (Rs)"), values.price);
  if (values.sale) await user.type(row.getByLabelText("Sale price (Rs)"), values.sale);
  await user.clear(row.getByLabelText("Stock"));
  await user.type(row.getByLabelText("Stock"), values.stock);
}

describe("the product's Nepali name", () => {
  it("is an optional labelled field sent with the product", async () => {
    const { onSave, user } = renderEditor();
    await fillDetails(user);
    await user.type(screen.getByLabelText("Nepali name"), "  ग्यालेक्सी S25 स्मार्टफोन ");
    await fillVariant(user, 1, { sku: "S25-NE", price: "50000", stock: "1" });
    await user.click(screen.getByRole("button", { name: "Create product" }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      name: "Galaxy S25",
      nameNe: "ग्यालेक्सी S25 स्मार्टफोन",
    });
  });
});

describe("the product's Nepali description", () => {
  it("is an optional labelled field next to the description, sent with the product", async () => {
    const { onSave, user } = renderEditor();
    await fillDetails(user);
    const field = screen.getByLabelText("Nepali description (HTML)");
    expect(field.getAttribute("lang")).toBe("ne");
    expect(field.closest("fieldset")).toBe(screen.getByRole("group", { name: "Description" }));
    await user.type(field, "  <p>राम्रो फोन</p> ");
    await fillVariant(user, 1, { sku: "S25-NE", price: "50000", stock: "1" });
    await user.click(screen.getByRole("button", { name: "Create product" }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      description: "A phone.",
      descriptionNe: "<p>राम्रो फोन</p>",
    });
  });

  it("shows a saved product's, and sends none once emptied", async () => {
    const { onSave, user } = renderEditor({ product: aProduct({ descriptionNe: "<p>फोन</p>" }) });
    const field = screen.getByLabelText("Nepali description (HTML)");
    expect(field).toHaveValue("<p>फोन</p>");
    await user.clear(field);
    await user.click(screen.getByRole("button", { name: "Save product" }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0]).toMatchObject({ descriptionNe: null });
  });
});

describe("the variants editor", () => {
  it("adds and removes variants and sends each new one with its options, prices and opening stock", async () => {
    const { onSave, user } = renderEditor();
    await fillDetails(user);
    await fillVariant(user, 1, { sku: "S25-128", storage: "128GB", price: "50000", stock: "5" });
    await user.click(screen.getByRole("button", { name: "Add variant" }));
    await user.click(screen.getByRole("button", { name: "Add variant" }));
    expect(screen.getAllByRole("group", { name: /^Variant \d/ })).toHaveLength(3);
    await user.click(within(variant(3)).getByRole("button", { name: "Remove variant 3" }));
    expect(screen.getAllByRole("group", { name: /^Variant \d/ })).toHaveLength(2);
    await fillVariant(user, 2, {
      sku: "S25-512",
      storage: "512GB",
      price: "65000",
      sale: "62000",
      stock: "3",
    });
    await user.click(screen.getByRole("button", { name: "Create product" }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0]).toEqual({
      name: "Galaxy S25",
      nameNe: null,
      brand: "samsung",
      category: "electronics",
      subcategory: "smartphones",
      description: "A phone.",
      descriptionNe: null,
      specifications: {},
      images: [],
      featured: false,
      variants: [
        {
          sku: "S25-128",
          options: { storage: "128GB" },
          price: 50000,
          discountedPrice: null,
          image: null,
          stock: 5,
        },
        {
          sku: "S25-512",
          options: { storage: "512GB" },
          price: 65000,
          discountedPrice: 62000,
          image: null,
          stock: 3,
        },
      ],
    });
  });

  it("shows each mistake beside its field, sends nothing and focuses the first", async () => {
    const { onSave, user } = renderEditor();
    await fillDetails(user);
    await fillVariant(user, 1, { sku: "S25", storage: "128GB", price: "50000", sale: "50000", stock: "5" });
    await user.click(screen.getByRole("button", { name: "Add variant" }));
    await fillVariant(user, 2, { sku: "s25", storage: "256GB", price: "12.5", stock: "-1" });
    await user.click(screen.getByRole("button", { name: "Add variant" }));
    await user.type(within(variant(3)).getByLabelText("SKU"), "bad sku!");
    await user.click(screen.getByRole("button", { name: "Create product" }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toBe("Please correct the fields marked below.");
    const first = within(variant(1));
    expect(errorOf(first.getByLabelText("Sale price (Rs)"))).toBe("Sale price must be below the price");
    const second = within(variant(2));
    expect(errorOf(second.getByLabelText("SKU"))).toBe("Another variant has this SKU");
    expect(errorOf(second.getByLabelText("Price (Rs)"))).toBe("Price must be a whole number of rupees");
    expect(errorOf(second.getByLabelText("Stock"))).toBe("Stock must be a whole number, 0 or more");
    const third = within(variant(3));
    expect(errorOf(third.getByLabelText("SKU"))).toBe(
      "SKU must be letters, digits and . _ - / (starting with a letter or digit)",
    );
    expect(errorOf(third.getByLabelText("Price (Rs)"))).toBe("Price must be a whole number of rupees");
    expect(document.activeElement).toBe(first.getByLabelText("Sale price (Rs)"));
  });

  it("asks for the details the API requires", async () => {
    const { onSave, user } = renderEditor();
    await user.click(screen.getByRole("button", { name: "Create product" }));
    expect(onSave).not.toHaveBeenCalled();
    expect(errorOf(screen.getByLabelText("Name"))).toBe("Name is required");
    expect(errorOf(screen.getByLabelText("Brand"))).toBe("Choose a brand");
    expect(errorOf(screen.getByLabelText("Subcategory"))).toBe("Choose a subcategory");
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
  });

  it("keeps a saved variant's stock read-only, archives it instead of removing it, and never sends its stock", async () => {
    const { onSave, user } = renderEditor({ product: aProduct() });
    const saved = within(variant(1));
    expect(saved.getByLabelText("Stock")).toHaveProperty("readOnly", true);
    expect(saved.queryByRole("button", { name: /Remove/ })).toBeNull();
    await user.click(saved.getByRole("button", { name: "Archive variant 1" }));
    expect(within(variant(1)).getByText("Archived")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Add variant" }));
    await fillVariant(user, 2, { sku: "A55-256", storage: "256GB", price: "55000", stock: "4" });
    await user.click(screen.getByRole("button", { name: "Save product" }));
    expect(onSave.mock.calls[0]![0].variants).toEqual([
      {
        _id: "v1",
        sku: "A55-128",
        options: { storage: "128GB" },
        price: 50000,
        discountedPrice: null,
        image: null,
        archived: true,
      },
      {
        sku: "A55-256",
        options: { storage: "256GB" },
        price: 55000,
        discountedPrice: null,
        image: null,
        stock: 4,
      },
    ]);
  });

  it("shows the server's field errors beside their fields", async () => {
    const refusal = {
      status: 409,
      data: {
        success: false,
        code: "product.sku_taken",
        message: "A variant already has this SKU",
        errors: [{ field: "variants.0.sku", code: "product.sku_taken", message: "SKU A55-128 is taken" }],
      },
    };
    const { user } = renderEditor({
      product: aProduct(),
      onSave: vi.fn<(input: ProductInput) => Promise<unknown>>().mockRejectedValue(refusal),
    });
    await user.click(screen.getByRole("button", { name: "Save product" }));
    expect((await screen.findByRole("alert")).textContent).toBe("A variant already has this SKU");
    const sku = within(variant(1)).getByLabelText("SKU");
    expect(errorOf(sku)).toBe("SKU A55-128 is taken");
    expect(document.activeElement).toBe(sku);
  });
});

describe("the specification rows", () => {
  it("lists the product's specifications, adds and removes rows, and sends them as a record", async () => {
    const { onSave, user } = renderEditor({ product: aProduct() });
    expect(screen.getByLabelText("Specification 1 name")).toHaveProperty("value", "Display");
    await user.click(screen.getByRole("button", { name: "Add specification" }));
    await user.type(screen.getByLabelText("Specification 2 name"), "Battery");
    await user.type(screen.getByLabelText("Specification 2 value"), "5000 mAh");
    await user.click(screen.getByRole("button", { name: "Add specification" }));
    await user.type(screen.getByLabelText("Specification 3 name"), "Weight");
    await user.click(screen.getByRole("button", { name: "Remove specification 1" }));
    await user.click(screen.getByRole("button", { name: "Save product" }));
    // The row left without a value is refused, not sent half-filled.
    expect(onSave).not.toHaveBeenCalled();
    expect(errorOf(screen.getByLabelText("Specification 2 value"))).toBe("Give the specification a value");
    await user.type(screen.getByLabelText("Specification 2 value"), "190 g");
    await user.click(screen.getByRole("button", { name: "Save product" }));
    expect(onSave.mock.calls[0]![0].specifications).toEqual({ Battery: "5000 mAh", Weight: "190 g" });
  });

  it("refuses the same specification twice", async () => {
    const { onSave, user } = renderEditor({ product: aProduct() });
    await user.click(screen.getByRole("button", { name: "Add specification" }));
    await user.type(screen.getByLabelText("Specification 2 name"), "display");
    await user.type(screen.getByLabelText("Specification 2 value"), "6.7 inch");
    await user.click(screen.getByRole("button", { name: "Save product" }));
    expect(onSave).not.toHaveBeenCalled();
    expect(errorOf(screen.getByLabelText("Specification 2 name"))).toBe(
      "This specification is already listed",
    );
  });
});

describe("uploading images", () => {
  const png = (name = "phone.png", type = "image/png") =>
    new File([new Uint8Array([137, 80, 78, 71])], name, { type });

  it("shows the upload's progress, then its thumbnail, and sends the image's address", async () => {
    let report: (progress: { loaded: number; total: number }) => void = () => {};
    let finish: (url: string) => void = () => {};
    const upload = vi.fn<Uploader>(
      (_file, onProgress) =>
        new Promise((resolve) => {
          report = onProgress;
          finish = resolve;
        }),
    );
    const { onSave, user } = renderEditor({ product: aProduct(), upload });
    await user.upload(screen.getByLabelText(/Add images/), png());
    expect(upload.mock.calls[0]![0].name).toBe("phone.png");
    const progress = await screen.findByRole("progressbar", { name: /Uploading phone.png/ });
    report({ loaded: 3, total: 4 });
    await vi.waitFor(() => expect(progress.getAttribute("value")).toBe("75"));
    finish("/media/uploads/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.png");
    await vi.waitFor(() => expect(screen.queryByRole("progressbar")).toBeNull());
    expect(screen.getByText("Image 2", { selector: ".admin-secondary" })).toBeVisible();
    // The new image can be moved first, and a variant can show it.
    await user.click(screen.getByRole("button", { name: "Earlier (image 2)" }));
    await user.selectOptions(within(variant(1)).getByLabelText("Image"), "Image 2");
    await user.click(screen.getByRole("button", { name: "Save product" }));
    const body = onSave.mock.calls[0]![0];
    expect(body.images).toEqual([
      "/media/uploads/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.png",
      "/media/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg",
    ]);
    expect(body.variants[0]!.image).toBe("/media/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg");
  });

  it("shows why an upload failed, and refuses a file that is not an image before sending it", async () => {
    const upload = vi
      .fn<Uploader>()
      .mockRejectedValue(new Error("The file is not a JPEG, PNG or WebP image"));
    const { user } = renderEditor({ upload });
    await user.upload(screen.getByLabelText(/Add images/), png());
    expect((await screen.findByRole("alert")).textContent).toContain(
      "phone.png: The file is not a JPEG, PNG or WebP image",
    );
    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("alert")).toBeNull();
    const picker = screen.getByLabelText(/Add images/);
    // The picker's accept list would hide it in a browser; a drop or a script can still hand one over.
    await userEvent.setup({ applyAccept: false }).upload(picker, png("notes.svg", "image/svg+xml"));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "notes.svg: Choose a JPEG, PNG or WebP image.",
    );
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it("removes an image", async () => {
    const { onSave, user } = renderEditor({ product: aProduct() });
    await user.click(screen.getByRole("button", { name: "Remove image 1" }));
    expect(screen.getByText(/No images yet/)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Save product" }));
    expect(onSave.mock.calls[0]![0].images).toEqual([]);
  });
});

describe("the description's preview", () => {
  it("shows only the formatting the store keeps, and never runs or loads anything", () => {
    render(
      <DescriptionPreview
        html={
          '<h3 onclick="alert(1)">Big</h3><p style="color:red">Fast <strong>5G</strong><img src=x onerror="alert(2)"></p>' +
          '<script>alert(3)</script><a href="javascript:alert(4)">link text</a><ul><li>One</li></ul>'
        }
      />,
    );
    const preview = document.querySelector(".admin-preview-body")!;
    expect(preview.innerHTML).toBe(
      "<h3>Big</h3><p>Fast <strong>5G</strong></p>link text<ul><li>One</li></ul>",
    );
  });
});

describe("importing a CSV", () => {
  const csv = (text: string) => new File([text], "products.csv", { type: "text/csv" });

  it("shows the dry run's counts and every row error, and offers no import while there are errors", async () => {
    const onImport = vi.fn().mockResolvedValue({
      created: 2,
      updated: 1,
      dryRun: true,
      written: false,
      errors: [
        { row: 3, field: "price", message: "Price must be a whole number of rupees" },
        { row: 5, field: "category", message: "Category must be one of the store's categories" },
      ],
    });
    render(<ImportPanel busy={false} onImport={onImport} />);
    await userEvent.setup().upload(screen.getByLabelText(/CSV file/), csv("productSlug,name\n"));
    expect(onImport).toHaveBeenCalledWith({ csv: "productSlug,name\n", dryRun: true });
    expect(
      await screen.findByText("Dry run of products.csv: 2 would be created, 1 would be updated, 2 errors."),
    ).toBeVisible();
    const rows = within(screen.getByRole("table", { name: "Rows to fix before importing" })).getAllByRole(
      "row",
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      "RowFieldProblem",
      "3pricePrice must be a whole number of rupees",
      "5categoryCategory must be one of the store's categories",
    ]);
    expect(screen.queryByRole("button", { name: "Import" })).toBeNull();
  });

  it("imports for real only after a clean dry run", async () => {
    const onImport = vi
      .fn()
      .mockResolvedValueOnce({ created: 1, updated: 2, errors: [], dryRun: true, written: false })
      .mockResolvedValueOnce({ created: 1, updated: 2, errors: [], dryRun: false, written: true });
    const user = userEvent.setup();
    render(<ImportPanel busy={false} onImport={onImport} />);
    await user.upload(screen.getByLabelText(/CSV file/), csv("a,b\n"));
    expect(await screen.findByText(/1 would be created, 2 would be updated, no errors/)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Import" }));
    expect(onImport).toHaveBeenLastCalledWith({ csv: "a,b\n", dryRun: false });
    expect((await screen.findByText(/^Imported:/)).textContent).toBe("Imported: 1 created, 2 updated.");
  });
});
