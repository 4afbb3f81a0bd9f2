// The catalogue calls of the API reference (GET /api/products, /api/brands, /api/categories): HTTP only.
// Schemas from @store/shared validate the query and shape the answer; the rules live in listing.ts and
// service.ts.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  brandListAnswerSchema,
  categoryTreeAnswerSchema,
  productAnswerSchema,
  productIdParamsSchema,
  productListAnswerSchema,
  productListQuerySchema,
  productSlugParamsSchema,
  relatedAnswerSchema,
  relatedParamsSchema,
  relatedQuerySchema,
} from "@store/shared/catalog";
import { listProducts } from "./listing.ts";
import { cacheCatalogueAnswers } from "./response-cache.ts";
import {
  findProductById,
  findProductBySlug,
  findRelatedProducts,
  listBrands,
  listCategories,
} from "./service.ts";
import { failureAnswers } from "../../plugins/route-docs.ts";

const tags = ["catalogue"];
/** Anyone may call: the same answer for every shopper. */
const security: Record<string, string[]>[] = [];
const failures = failureAnswers(400, 404);
/** Every catalogue answer carries an ETag (response-cache.ts): a revalidation that still holds it gets no body. */
const revalidated = {
  304: z.null().describe("Not modified: If-None-Match holds the answer's current ETag (no body)"),
};

export default async function catalogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Every answer here is the same for every shopper: kept in memory while the catalogue stands still, with an
  // ETag; browsers and proxies may store them but revalidate each time (SHARED_CACHE).
  cacheCatalogueAnswers(app, app.config.catalogueCacheSize);

  app.get(
    "/products",
    {
      schema: {
        tags,
        operationId: "listProducts",
        summary: "List products with filters, search, sort and pages",
        security,
        description:
          "Prices are whole rupees; minPrice/maxPrice and the price sorts use the price a shopper pays now " +
          "(discountedPrice when set). `brand` is a brand's slug or its lower-cased name. `search` matches every " +
          "word as a prefix over name, brand, category and description. Without `sort`: featured first, then " +
          "bestselling, or by relevance when searching. `inStock=true` keeps products with stock left; " +
          "`inStock=false` and empty `sub`/`brand` filter nothing.",
        querystring: productListQuerySchema,
        response: { 200: productListAnswerSchema, ...revalidated, ...failureAnswers(400) },
      },
    },
    async (request) => ({ success: true as const, ...(await listProducts(app.reader, request.query)) }),
  );

  // Cannot be taken by /products/:category/:slug: it has one segment more, and Fastify's router prefers the
  // static "related" over a parameter whatever the order of registration (catalog-product.test.ts checks it).
  app.get(
    "/products/related/:category/:productId",
    {
      schema: {
        tags,
        operationId: "listRelatedProducts",
        summary: "Products related to one: same category, own subcategory first",
        security,
        description:
          "`productId` is the product's id or its slug (a product page asks with its address's slug).",
        params: relatedParamsSchema,
        querystring: relatedQuerySchema,
        response: { 200: relatedAnswerSchema, ...revalidated, ...failures },
      },
    },
    async (request) => {
      const { category, productId } = request.params;
      const products = await findRelatedProducts(app.db, category, productId, request.query.limit);
      return { success: true as const, products };
    },
  );

  app.get(
    "/products/:category/:slug",
    {
      schema: {
        tags,
        operationId: "findProductBySlug",
        summary: "One product by the address of its page",
        security,
        description: VARIANTS_DESCRIPTION,
        params: productSlugParamsSchema,
        response: { 200: productAnswerSchema, ...revalidated, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      product: await findProductBySlug(app.db, request.params.category, request.params.slug),
    }),
  );

  app.get(
    "/products/:id",
    {
      schema: {
        tags,
        operationId: "findProduct",
        summary: "One product by its id",
        security,
        description: `A product's slug is accepted too, so /products/{slug} links keep working. ${VARIANTS_DESCRIPTION}`,
        params: productIdParamsSchema,
        response: { 200: productAnswerSchema, ...revalidated, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      product: await findProductById(app.db, request.params.id),
    }),
  );

  app.get(
    "/brands",
    {
      schema: {
        tags,
        operationId: "listBrands",
        summary: "Every brand with its number of products, by name",
        security,
        response: { 200: brandListAnswerSchema, ...revalidated },
      },
    },
    async () => ({ success: true as const, brands: await listBrands(app.db) }),
  );

  app.get(
    "/categories",
    {
      schema: {
        tags,
        operationId: "listCategories",
        summary: "The eight top categories and their subcategories, in menu order",
        security,
        response: { 200: categoryTreeAnswerSchema, ...revalidated },
      },
    },
    async () => ({ success: true as const, categories: await listCategories(app.db) }),
  );
}

const VARIANTS_DESCRIPTION =
  "`variants` lists the variants on sale in the order the page offers them: `{ _id, sku, options: { color?, " +
  "memory?, storage?, size? }, price, discountedPrice, stock, image }`, an option key present only when the " +
  "variant has it (a product without options has one variant with `options: {}`). The product's `price` and " +
  "`discountedPrice` are those of the variant a shopper pays least for, `stock` the sum of the variants', and " +
  "`colors`/`memory`/`storage` each value in the order the variants first use it.";
