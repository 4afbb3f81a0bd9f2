// Serves the generated product pictures and brand logos, and the images uploaded through the admin, under /media
// (not /api: they are images, not data).
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { CATEGORY_SLUGS } from "@store/shared/categories";
import { IMAGE_WIDTHS, parseUploadedImageFile } from "@store/shared/images";
import { SLUG_SEGMENT, parsePictureFile } from "./picture-urls.ts";
import { brandLogoSvg, productImageSvg } from "./svg.ts";
import { readUploadedImage } from "./uploads.ts";
import { failureAnswer } from "../../plugins/route-docs.ts";

const BRAND_FILE = /^([a-z0-9-]{1,80})\.svg$/;
const IMMUTABLE = "public, max-age=31536000, immutable";

function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header("content-type", "image/svg+xml; charset=utf-8")
    .header("cache-control", IMMUTABLE)
    .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
    .send(svg);
}

/** If-None-Match holds this tag (in a list, weak or not) or is *. */
function revalidates(request: FastifyRequest, etag: string): boolean {
  const header = request.headers["if-none-match"];
  if (!header) return false;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag || tag.trim() === "*");
}

function imageNotFound(reply: FastifyReply) {
  return reply.code(404).send({ success: false, code: "image.not_found", message: "Image not found" });
}

export default async function mediaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The address the catalogue stores (and past orders and carts keep): the category's drawing.
  app.get<{ Params: { category: string; file: string } }>(
    "/media/products/:category/:file",
    { schema: { hide: true } },
    async (request, reply) => {
      const file = parsePictureFile(request.params.file);
      if (!file || !CATEGORY_SLUGS.includes(request.params.category)) return imageNotFound(reply);
      return sendSvg(
        reply,
        productImageSvg(request.params.category, file.productSlug, file.n, { colour: file.colour }),
      );
    },
  );
  // The address the storefront answers (media/picture-urls.ts): the subcategory's drawing, in the colour named.
  // A subcategory the store does not draw gets its category's; a malformed one, or a malformed colour, a 404.
  app.get<{ Params: { category: string; subcategory: string; file: string } }>(
    "/media/products/:category/:subcategory/:file",
    { schema: { hide: true } },
    async (request, reply) => {
      const { category, subcategory } = request.params;
      const file = parsePictureFile(request.params.file);
      if (
        !file ||
        !CATEGORY_SLUGS.includes(category) ||
        subcategory.length > 60 ||
        !SLUG_SEGMENT.test(subcategory)
      ) {
        return imageNotFound(reply);
      }
      return sendSvg(
        reply,
        productImageSvg(category, file.productSlug, file.n, { subcategory, colour: file.colour }),
      );
    },
  );
  app.get<{ Params: { file: string } }>(
    "/media/brands/:file",
    { schema: { hide: true } },
    async (request, reply) => {
      const match = BRAND_FILE.exec(request.params.file);
      if (!match) return imageNotFound(reply);
      return sendSvg(reply, brandLogoSvg(match[1]!));
    },
  );
  app.get(
    "/media/uploads/:image",
    {
      schema: {
        tags: ["media"],
        operationId: "getUploadedImage",
        security: [],
        summary: "An image uploaded through the admin, at its largest or at one width",
        description:
          "The address POST /api/admin/uploads answered (`<hash>.<ext>`), or one width of it " +
          `(\`<hash>-<width>.<ext>\`, width one of ${IMAGE_WIDTHS.join(", ")}; an image narrower than the width ` +
          "answers its own size). Served by every replica from the database, immutable: cached for a year.",
        params: z.object({
          image: z.string().max(64).meta({
            description: "`<hash>.<ext>` or `<hash>-<width>.<ext>`, as in the upload's `url`",
            example: "0123456789abcdef0123456789abcdef-400.jpg",
          }),
        }),
        response: {
          200: {
            description:
              "The image, re-encoded by the store: `Cache-Control: public, max-age=31536000, immutable`, " +
              "`X-Content-Type-Options: nosniff` and an ETag",
            content: Object.fromEntries(
              ["image/jpeg", "image/png", "image/webp"].map((type) => [
                type,
                { schema: z.string().meta({ format: "binary" }) },
              ]),
            ),
          },
          304: z.null().describe("Not modified: If-None-Match holds the image's ETag (no body)"),
          404: failureAnswer("No uploaded image has this address (image.not_found)"),
        },
      },
    },
    async (request, reply) => {
      const file = parseUploadedImageFile(request.params.image);
      if (!file) return imageNotFound(reply);
      const image = await readUploadedImage(app.config, app.db, file.hash, file.width, file.format);
      if (!image) return imageNotFound(reply);
      // The content hash and the width name these bytes for good: a strong tag.
      const etag = `"${file.hash}-${image.width}"`;
      reply
        .header("cache-control", IMMUTABLE)
        .header("etag", etag)
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'");
      if (revalidates(request, etag)) return reply.code(304).send(null);
      // The typed reply knows the route's JSON answers only; a Buffer goes out as it is, no serializer runs.
      return reply.header("content-type", image.contentType).send(image.bytes as unknown as string);
    },
  );
}
