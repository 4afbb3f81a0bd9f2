// Serves the generated product pictures and brand logos under /media (not /api: they are images, not data).
import type { FastifyInstance, FastifyReply } from "fastify";
import { CATEGORY_SLUGS } from "@store/shared/categories";
import { brandLogoSvg, productImageSvg } from "./svg.ts";

const PRODUCT_FILE = /^([a-z0-9-]+)-(\d{1,2})\.svg$/;
const BRAND_FILE = /^([a-z0-9-]{1,80})\.svg$/;

function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header("content-type", "image/svg+xml; charset=utf-8")
    .header("cache-control", "public, max-age=31536000, immutable")
    .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
    .send(svg);
}

function imageNotFound(reply: FastifyReply) {
  return reply.code(404).send({ success: false, code: "image.not_found", message: "Image not found" });
}

export default async function mediaRoutes(app: FastifyInstance) {
  app.get<{ Params: { category: string; file: string } }>(
    "/media/products/:category/:file",
    { schema: { hide: true } },
    async (request, reply) => {
      const match = PRODUCT_FILE.exec(request.params.file);
      const n = Number(match?.[2]);
      if (!match || !CATEGORY_SLUGS.includes(request.params.category) || n < 1 || match[1]!.length > 120) {
        return imageNotFound(reply);
      }
      return sendSvg(reply, productImageSvg(request.params.category, match[1]!, n));
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
}
