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

const variantTable = () => screen.getByRole("table", { name: "The product's variants" });
// The rows by their element (a role query over the whole form per keystroke is slow).
const variantRows = () => Array.from(document.querySelectorAll<HTMLElement>(".admin-variant-table tbody tr"));
const variant = (n: number) => variantRows()[n - 1]!;
/** A variant's control by its column: named "<column> of variant <SKU, or its place while it has none>". */
const field = (n: number, column: string) =>
  within(variant(n)).getByLabelText(new RegExp(`^${column.replace(/[()]/g, "\\$&")} of variant `));

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
  // Pasted, a value at a time: a row's nine boxes typed key by key make a slow test.
  const enter = async (column: string, value: string) => {
    await user.click(field(n, column));
    await user.paste(value);
  };
  await enter("SKU", values.sku);
  if (values.storage) await enter("Storage", values.storage);
  await enter("Price (Rs)", values.price);
  if (values.sale) await enter("Sale price (Rs)", values.sale);
  await user.clear(field(n, "Stock"));
  await enter("Stock", values.stock);
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
    expect(variantRows()).toHaveLength(3);
    await user.click(within(variant(3)).getByRole("button", { name: "Remove variant 3" }));
    expect(variantRows()).toHaveLength(2);
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
    await user.type(field(3, "SKU"), "bad sku!");
    await user.click(screen.getByRole("button", { name: "Create product" }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toBe("Please correct the fields marked below.");
    expect(errorOf(screen.getByLabelText("Sale price (Rs) of variant S25"))).toBe(
      "Sale price must be below the price",
    );
    expect(errorOf(field(2, "SKU"))).toBe("Another variant has this SKU");
    expect(errorOf(screen.getByLabelText("Price (Rs) of variant s25"))).toBe(
      "Price must be a whole number of rupees",
    );
    expect(errorOf(field(2, "Stock"))).toBe("Stock must be a whole number, 0 or more");
    expect(errorOf(field(3, "SKU"))).toBe(
      "SKU must be letters, digits and . _ - / (starting with a letter or digit)",
    );
    expect(errorOf(field(3, "Price (Rs)"))).toBe("Price must be a whole number of rupees");
    expect(document.activeElement).toBe(field(1, "Sale price (Rs)"));
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
    expect(screen.getByLabelText("Stock of variant A55-128")).toHaveProperty("readOnly", true);
    expect(screen.getByLabelText("Stock of variant A55-128")).toHaveAccessibleDescription(
      "A saved variant's stock changes on the inventory screen.",
    );
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
    const sku = screen.getByLabelText("SKU of variant 1");
    expect(errorOf(sku)).toBe("SKU A55-128 is taken");
    expect(document.activeElement).toBe(sku);
  });
});

describe("the variants table", () => {
  it("is one table with a caption and column headers, each box named by its column and its variant's SKU", () => {
    renderEditor({
      product: aProduct({
        variants: [
          aProduct().variants[0]!,
          {
            ...aProduct().variants[0]!,
            _id: "v2",
            sku: "A55-256",
            options: { storage: "256GB" },
            price: 55000,
          },
        ],
      }),
    });
    const table = variantTable();
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual([
      "#",
      "SKU",
      "Color",
      "Memory",
      "Storage",
      "Size",
      "Price (Rs)",
      "Sale price (Rs)",
      "Stock",
      "Picture",
      "Actions",
    ]);
    expect(variantRows()).toHaveLength(2);
    expect(screen.getByLabelText("Price (Rs) of variant A55-256")).toHaveValue("55000");
    expect(screen.getByLabelText("Storage of variant A55-128")).toHaveValue("128GB");
    expect(screen.getByLabelText("SKU of variant 2")).toHaveValue("A55-256");
    expect(screen.getByRole("combobox", { name: "Picture of variant A55-256" })).toBeVisible();
  });

  it("names a variant's picture as the pictures panel does; 'Removed image' only once it is taken off", async () => {
    const second = "/media/products/electronics/smartphones/galaxy-a55-2.svg";
    const { onSave, user } = renderEditor({
      product: aProduct({
        images: ["/media/products/electronics/smartphones/galaxy-a55-1.svg", second],
        variants: [{ ...aProduct().variants[0]!, image: second }],
      }),
    });
    const picture = screen.getByRole<HTMLSelectElement>("combobox", { name: "Picture of variant A55-128" });
    expect(picture.selectedOptions[0]!.textContent).toBe("Image 2");
    expect(within(picture).queryByRole("option", { name: "Removed image" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Remove image 2" }));
    expect(picture.selectedOptions[0]!.textContent).toBe("Removed image");
    await user.selectOptions(picture, "Main picture");
    await user.click(screen.getByRole("button", { name: "Save product" }));
    expect(onSave.mock.calls[0]![0].variants[0]!.image).toBe(
      "/media/products/electronics/smartphones/galaxy-a55-1.svg",
    );
  });
});

describe("the save bar", () => {
  it("holds the save button with the last save's outcome beside it, until the form is changed", async () => {
    render(
      <MemoryRouter>
        <ProductEditor
          product={aProduct()}
          brands={BRANDS}
          categories={CATEGORIES}
          upload={vi.fn<Uploader>()}
          onSave={vi.fn<(input: ProductInput) => Promise<unknown>>().mockResolvedValue({})}
          busy={false}
          notice="Product saved."
        />
      </MemoryRouter>,
    );
    const save = screen.getByRole("button", { name: "Save product" });
    const bar = save.closest(".admin-save-bar") as HTMLElement;
    expect(within(bar).getByRole("status").textContent).toBe("Product saved.");
    await userEvent.setup().type(screen.getByLabelText("Name"), " 5G");
    // The status region stays (so the next outcome is read out), empty while there are unsaved changes.
    expect(within(bar).getByRole("status").textContent).toBe("");
  });

  it("shows a refusal beside the button, read out at once", async () => {
    const refusal = {
      status: 500,
      data: { success: false, code: "server.error", message: "Something broke" },
    };
    const { user } = renderEditor({
      product: aProduct(),
      onSave: vi.fn<(input: ProductInput) => Promise<unknown>>().mockRejectedValue(refusal),
    });
    await user.click(screen.getByRole("button", { name: "Save product" }));
    const alert = await screen.findByRole("alert");
    expect(alert.closest(".admin-save-bar")).toBe(
      screen.getByRole("button", { name: "Save product" }).parentElement,
    );
    expect(alert.textContent).toBe("Something broke");
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
    await user.selectOptions(field(1, "Picture"), "Image 2");
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
