// HTTP of /api/admin/brands and /api/admin/categories (staff and admins, the prefix's guard). The logic is the
// catalogue module's (modules/catalog/brands-categories.ts): why categories cannot be added or removed is there.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  adminBrandAnswerSchema,
  adminBrandIdParamsSchema,
  adminBrandListAnswerSchema,
  adminCategoryAnswerSchema,
  adminCategoryListAnswerSchema,
  adminCategoryParamsSchema,
  createBrandSchema,
  patchBrandSchema,
  patchCategorySchema,
} from "@store/shared/admin/catalogue";
import { auditContext } from "../../audit/audit-log.ts";
import {
  changeBrand,
  changeCategory,
  createBrand,
  listAdminBrands,
  listAdminCategories,
} from "../../catalog/brands-categories.ts";
import { adminRoute, failureAnswer } from "../../../plugins/route-docs.ts";

export async function adminBrandRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/",
    {
      schema: adminRoute({
        operationId: "listAdminBrands",
        summary: "Every brand with its number of products on sale (staff and admins)",
        response: { 200: adminBrandListAnswerSchema },
        failures: [401, 403],
      }),
    },
    async () => ({ success: true as const, data: { brands: await listAdminBrands(app.db) } }),
  );

  app.post(
    "/",
    {
      schema: adminRoute({
        operationId: "createAdminBrand",
        summary: "Add a brand (staff and admins)",
        description:
          "`slug` is made from the name when absent; `logo` is the store's own /media/ address (an upload) or " +
          "an http(s) URL. A name (ignoring case) or slug another brand has is a 409.",
        body: createBrandSchema,
        response: {
          201: adminBrandAnswerSchema,
          409: failureAnswer("brand.name_taken or brand.slug_taken"),
        },
        failures: [400, 401, 403],
      }),
    },
    async (request, reply) => {
      const brand = await createBrand(app.db, request.body, auditContext(request));
      reply.code(201);
      return { success: true as const, data: { brand } };
    },
  );

  app.patch(
    "/:id",
    {
      schema: adminRoute({
        operationId: "changeAdminBrand",
        summary: "Rename a brand, change its slug or its logo (staff and admins)",
        description:
          "A changed slug changes the brand's listing address (`/products?brand=<slug>`); its products keep it.",
        params: adminBrandIdParamsSchema,
        body: patchBrandSchema,
        response: {
          200: adminBrandAnswerSchema,
          404: failureAnswer("No brand has this id (brand.not_found)"),
          409: failureAnswer("brand.name_taken or brand.slug_taken"),
        },
        failures: [400, 401, 403],
      }),
    },
    async (request) => {
      const { brand } = await changeBrand(app.db, request.params.id, request.body, auditContext(request));
      return { success: true as const, data: { brand } };
    },
  );
}

export async function adminCategoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/",
    {
      schema: adminRoute({
        operationId: "listAdminCategories",
        summary: "The categories with their subcategories and products on sale (staff and admins)",
        response: { 200: adminCategoryListAnswerSchema },
        failures: [401, 403],
      }),
    },
    async () => ({ success: true as const, data: { categories: await listAdminCategories(app.db) } }),
  );

  app.patch(
    "/:slug",
    {
      schema: adminRoute({
        operationId: "changeAdminCategory",
        summary: "Rename or move a category, add or rename its subcategories (staff and admins)",
        description:
          "The eight top categories are fixed: the storefront's addresses, listing filter and menus name them " +
          "(docs/STOREFRONT.md), so none is added or removed and no slug changes; there is no POST. A category's `name` " +
          "and `position` (its place in the menus) change. Each entry of `subcategories` whose slug the " +
          "category has renames it (and moves it when `position` is given); any other adds it. Subcategories " +
          "are never removed here, so no product loses its place.",
        params: adminCategoryParamsSchema,
        body: patchCategorySchema,
        response: {
          200: adminCategoryAnswerSchema,
          404: failureAnswer("No category has this slug (category.not_found)"),
        },
        failures: [400, 401, 403],
      }),
    },
    async (request) => {
      const { category } = await changeCategory(
        app.db,
        request.params.slug,
        request.body,
        auditContext(request),
      );
      return { success: true as const, data: { category } };
    },
  );
}
