// HTTP of /api/admin/products (staff and admins, the prefix's guard): the list, one product, create, PATCH,
// archive (DELETE) and restore, and the CSV export and import. The logic is the catalogue module's
// (modules/catalog: admin-products.ts, product-writes.ts, product-csv-export.ts and product-import.ts).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminProductAnswerSchema,
  adminProductIdParamsSchema,
  adminProductListAnswerSchema,
  adminProductListQuerySchema,
  createProductSchema,
  patchProductSchema,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_MAX_BYTES,
  productImportAnswerSchema,
  productImportQuerySchema,
} from "@store/shared/admin/products";
import { HttpError } from "../../../http-error.ts";
import { auditContext } from "../../audit/audit-log.ts";
import { findAdminProduct, listAdminProducts } from "../../catalog/admin-products.ts";
import { exportProductsCsv } from "../../catalog/product-csv-export.ts";
import { importProductsCsv } from "../../catalog/product-import.ts";
import {
  archiveProduct,
  changeProduct,
  createProduct,
  restoreProduct,
} from "../../catalog/product-writes.ts";
import { adminRoute, failureAnswer } from "../../../plugins/route-docs.ts";
import { adminListPage } from "../list-page.ts";

const KIB = PRODUCT_CSV_MAX_BYTES / 1024;

/** What a route about one product answers besides 400, 401 and 403: the product, or 404. */
const productAnswers = {
  200: adminProductAnswerSchema,
  404: failureAnswer("No product has this id (product.not_found)"),
};

export default async function adminProductRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The import's body is CSV text: read as a string here alone (the rest of the API takes JSON only).
  app.addContentTypeParser(
    "text/csv",
    { parseAs: "string", bodyLimit: PRODUCT_CSV_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  adminListPage(
    app,
    {
      operationId: "listAdminProducts",
      summary: "List products as the admin manages them, archived ones too (staff and admins)",
      description:
        "Newest first. `search` matches part of a name, slug, brand (name or slug) or a variant's SKU, ignoring " +
        "case; `category` a category slug; `status` is `active` (on sale) or `archived` (absent: both). Each " +
        "product carries every variant, archived ones marked.",
      querystring: adminProductListQuerySchema,
      answer: adminProductListAnswerSchema,
    },
    (query) => listAdminProducts(app.db, query),
  );

  app.get(
    "/export.csv",
    {
      schema: adminRoute({
        operationId: "exportAdminProducts",
        summary: "Every variant of every product as CSV, one row per variant (staff and admins)",
        description:
          `Columns: ${PRODUCT_CSV_COLUMNS.join(", ")}. RFC 4180: comma-separated, CRLF line ends, a field with a ` +
          "comma, quote or line break in double quotes (a quote doubled). `brand` is the brand's slug; `status` is " +
          "`archived` for an archived variant or a variant of an archived product, else `active`; an empty " +
          "`discountedPrice` means no discount. A text cell that starts with = + - @ (or a tab or carriage " +
          "return) is written with a leading ' so that a spreadsheet never runs it as a formula; the import " +
          "takes that ' off again.",
        response: {
          200: {
            description: "The CSV file (`Content-Disposition: attachment; filename=products.csv`)",
            content: { "text/csv": { schema: z.string() } },
          },
        },
        failures: [401, 403],
      }),
    },
    async (_request, reply) => {
      const csv = await exportProductsCsv(app.db);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="products.csv"')
        .send(csv as never);
    },
  );

  app.post(
    "/import",
    {
      // The body is CSV text (the parser above): its rows are checked by the import itself, row by row.
      validatorCompiler: ({ httpPart }) =>
        httpPart === "body"
          ? (data) => ({ value: data })
          : (data) => {
              const parsed = productImportQuerySchema.safeParse(data);
              return parsed.success ? { value: parsed.data } : { error: parsed.error as unknown as Error };
            },
      schema: adminRoute({
        operationId: "importAdminProducts",
        summary: "Create and update products and variants from CSV in the export's format (staff and admins)",
        description:
          `The body is \`text/csv\`, at most ${KIB} KiB, with the export's header row (its columns in any ` +
          "order; productSlug, sku, name, brand, category, subcategory, price and stock required). A row whose " +
          "sku is known updates that variant (its options, prices, stock and status, and its product's name, " +
          "brand, category and subcategory); an unknown sku adds a variant to the product with that " +
          "`productSlug`, or creates the product (empty description, no images). Stock differences are " +
          "written to the stock history as adjustments. `status` archives a variant or puts it back on sale; " +
          "an archived product is restored with POST /api/admin/products/:id/restore, not by the import. " +
          "Every row is checked first: if any row is invalid nothing is written and `errors` lists every " +
          "fault (`row` is the line, the header being 1). `dryRun=true` checks and counts without writing. " +
          "`created` counts rows that add a variant, `updated` rows matched by sku (changed or not); `written` " +
          "says whether the rows were written.",
        querystring: productImportQuerySchema,
        consumes: ["text/csv"],
        body: z.string().meta({ description: "CSV text in the export's format" }),
        response: {
          200: productImportAnswerSchema,
          413: failureAnswer(`The file is larger than ${KIB} KiB (request.body_too_large)`),
          415: failureAnswer("The body is not text/csv (import.not_csv)"),
        },
        failures: [400, 401, 403],
      }),
      preValidation: async (request) => {
        if (
          typeof request.body !== "string" ||
          !/^text\/csv\s*(;|$)/i.test(request.headers["content-type"] ?? "")
        )
          throw new HttpError(415, "import.not_csv", "Send the file as text/csv, in the export's format");
      },
    },
    async (request) => {
      const data = await importProductsCsv(app.db, request.body, request.query.dryRun, auditContext(request));
      // Stock an import brought back alerts those waiting now rather than at the job's next run.
      if (!request.query.dryRun) void app.jobs.runNow("stock-alerts");
      return { success: true as const, data };
    },
  );

  app.get(
    "/:id",
    {
      schema: adminRoute({
        operationId: "readAdminProduct",
        summary: "One product as the admin edits it: every variant, archived ones marked (staff and admins)",
        params: adminProductIdParamsSchema,
        response: productAnswers,
        failures: [400, 401, 403],
      }),
    },
    async (request) => ({
      success: true as const,
      data: { product: await findAdminProduct(app.db, request.params.id) },
    }),
  );

  app.post(
    "/",
    {
      schema: adminRoute({
        operationId: "createAdminProduct",
        summary: "Create a product with its variants (staff and admins)",
        description:
          "The slug is made from the name (lower-case words joined by hyphens, -2, -3... when taken) and keeps " +
          "when the name changes later. `brand` is a brand's id or slug; `category` and `subcategory` slugs the " +
          "store has. The description is HTML, cleaned when written and again when shown. `images` are the " +
          "store's own /media/ addresses (POST /api/admin/uploads) or http(s) URLs. Each variant's `stock` is " +
          'its opening stock, written to the stock history as an adjustment ("initial stock"). Prices are ' +
          "whole rupees; a `discountedPrice` must be below its `price`. Fields the store derives or counts " +
          "(price and stock of the product, colors, soldCount, rating...) cannot be sent (400).",
        body: createProductSchema,
        response: {
          201: adminProductAnswerSchema,
          400: failureAnswer(
            "Field errors: unknown brand, category or subcategory, a SKU or an option combination given twice, " +
              "a discounted price not below its price, a negative stock, an image address the store does not take",
          ),
          409: failureAnswer("A SKU is taken by another variant, archived ones too (product.sku_taken)"),
        },
        failures: [401, 403],
      }),
    },
    async (request, reply) => {
      const product = await createProduct(app.db, request.body, auditContext(request));
      reply.code(201);
      return { success: true as const, message: `Product ${product.name} created`, data: { product } };
    },
  );

  app.patch(
    "/:id",
    {
      schema: adminRoute({
        operationId: "changeAdminProduct",
        summary: "Change a product and its variants (staff and admins)",
        description:
          "Any field of the create call. In `variants`, an entry with `_id` changes that variant (the fields " +
          "given), one without adds a variant (sku, price and stock required), and variants left out stay as " +
          "they are. `{ _id, archived: true }` takes a variant off sale (past orders keep it; it leaves every " +
          "cart); `archived: false` puts it back. The product must keep at least one variant on sale " +
          "(product.no_variant_on_sale). An existing variant's stock is not changed here: sending a different " +
          "`stock` is refused (product.stock_not_editable; use POST /api/admin/variants/:id/stock, with a " +
          "reason), sending the same one is ignored. The slug does not change with the name.",
        params: adminProductIdParamsSchema,
        body: patchProductSchema,
        response: {
          ...productAnswers,
          409: failureAnswer("A SKU is taken by another variant, archived ones too (product.sku_taken)"),
        },
        failures: [400, 401, 403],
      }),
    },
    async (request) => {
      const { product, changed } = await changeProduct(
        app.db,
        request.params.id,
        request.body,
        auditContext(request),
      );
      return {
        success: true as const,
        message: changed ? `Product ${product.name} updated` : `Product ${product.name} was already so`,
        data: { product },
      };
    },
  );

  app.delete(
    "/:id",
    {
      schema: adminRoute({
        operationId: "archiveAdminProduct",
        summary: "Archive a product: it leaves the storefront, carts and wishlists (staff and admins)",
        description:
          "Nothing is deleted. The product's page answers 404 and it leaves listings, search and the home " +
          "page at once (on every replica); its lines are removed from every cart and it leaves every " +
          "wishlist; past orders keep it. Archiving an archived product changes nothing. POST " +
          "/api/admin/products/:id/restore puts it back.",
        params: adminProductIdParamsSchema,
        response: productAnswers,
        failures: [400, 401, 403],
      }),
    },
    async (request) => {
      const { product, changed } = await archiveProduct(app.db, request.params.id, auditContext(request));
      return {
        success: true as const,
        message: changed
          ? `Product ${product.name} archived`
          : `Product ${product.name} was already archived`,
        data: { product },
      };
    },
  );

  app.post(
    "/:id/restore",
    {
      schema: adminRoute({
        operationId: "restoreAdminProduct",
        summary: "Put an archived product back on sale (staff and admins)",
        params: adminProductIdParamsSchema,
        response: productAnswers,
        failures: [400, 401, 403],
      }),
    },
    async (request) => {
      const { product, changed } = await restoreProduct(app.db, request.params.id, auditContext(request));
      return {
        success: true as const,
        message: changed ? `Product ${product.name} restored` : `Product ${product.name} was already on sale`,
        data: { product },
      };
    },
  );
}
