// HTTP of /api/admin/uploads: an image for the catalogue (staff and admins, the prefix's guard), one file in the
// multipart field `file`. Reading the multipart body is all that happens here; what the file is and how it is
// kept is the media module's (modules/media/uploads.ts). docs/SECURITY.md "Uploads".
import multipart, { type MultipartFile } from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { UPLOAD_MAX_BYTES, uploadAnswerSchema } from "@store/shared/admin/uploads";
import { badRequest, HttpError } from "../../../http-error.ts";
import { auditContext } from "../../audit/audit-log.ts";
import { ImageRefused, MAX_INPUT_PIXELS, type ImageRefusal } from "../../media/images.ts";
import { uploadImage } from "../../media/uploads.ts";
import { adminRoute, failureAnswer } from "../../../plugins/route-docs.ts";

/**
 * What busboy reads of one upload: a file of at most 5 MB (this route's own limit; the rest of the API keeps its
 * 1 MiB body limit), and room enough to see a second file or a stray field, to refuse it by name.
 */
const LIMITS = {
  fileSize: UPLOAD_MAX_BYTES,
  files: 2,
  fields: 4,
  parts: 6,
  fieldSize: 1024,
  fieldNameSize: 100,
  headerPairs: 20,
};

const MB = UPLOAD_MAX_BYTES / (1024 * 1024);

const REFUSALS: Record<ImageRefusal, () => HttpError> = {
  unsupported_type: () =>
    badRequest(
      "upload.unsupported_type",
      "The file must be a JPEG, PNG or WebP image (its contents decide, not its name)",
    ),
  polyglot: () =>
    badRequest(
      "upload.polyglot",
      "The file holds more than an image (data after its end, markup or a script): save it again as a plain image",
    ),
  undecodable: () =>
    badRequest(
      "upload.undecodable",
      "The file is not a readable image (cut short or corrupt): save it again and upload it",
    ),
  too_many_pixels: () =>
    badRequest(
      "upload.too_many_pixels",
      `The image has too many pixels: at most ${MAX_INPUT_PIXELS / 1_000_000} million (scale it down first)`,
    ),
};

const tooLarge = () =>
  new HttpError(413, "upload.too_large", `The file is too large: upload an image of at most ${MB} MB`);
const unexpectedField = () =>
  badRequest("upload.unexpected_field", "Send one file in the field named file, and nothing else");

/** busboy's and @fastify/multipart's refusals while the body is read, as the store's own. */
function readingRefusal(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return tooLarge();
  if (code === "FST_FILES_LIMIT") return badRequest("upload.too_many_files", "Upload one file at a time");
  if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT" || code === "FST_PROTO_VIOLATION")
    return unexpectedField();
  if (code === "FST_INVALID_JSON_FIELD_ERROR") return unexpectedField();
  return badRequest(
    "upload.malformed",
    "The upload could not be read: send it as multipart/form-data with one file in the field named file",
  );
}

async function discard(part: MultipartFile) {
  part.file.resume();
  await new Promise((resolve) => part.file.once("close", resolve));
}

/**
 * The one file of the upload. Every part is read to the end (so the connection stays usable); the first fault
 * found is the answer.
 */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  let file: Buffer | null = null;
  let fault: HttpError | null = null;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type !== "file" || part.fieldname !== "file") {
        fault ??= unexpectedField();
        if (part.type === "file") await discard(part);
      } else if (file !== null) {
        fault ??= badRequest("upload.too_many_files", "Upload one file at a time");
        await discard(part);
      } else {
        file = await part.toBuffer();
      }
    }
  } catch (error) {
    // The rest of a refused body is read and dropped, not left on the connection.
    request.raw.unpipe();
    request.raw.resume();
    throw readingRefusal(error);
  }
  if (fault) throw fault;
  if (file === null)
    throw badRequest("upload.file_required", "Choose an image to upload in the field named file");
  if (file.length === 0)
    throw badRequest("upload.empty_file", "The file is empty: choose an image to upload");
  return file;
}

export default async function adminUploadRoutes(fastify: FastifyInstance) {
  // Multipart is read on this route alone: everywhere else the API takes JSON only.
  await fastify.register(multipart, { limits: LIMITS, throwFileSizeLimit: true });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Anything but multipart is refused before its body is read (a JSON body would be parsed, to no purpose).
  app.addHook("preParsing", async (request) => {
    const type = request.headers["content-type"] ?? "";
    if (!/^multipart\/form-data\s*;/i.test(type))
      throw new HttpError(
        415,
        "upload.not_multipart",
        "Send the image as multipart/form-data, in a field named file",
      );
  });
  app.post(
    "/",
    {
      // The body is a stream that uploadedFile reads: the schema below documents it, nothing validates it.
      validatorCompiler: () => (data) => ({ value: data }),
      schema: adminRoute({
        operationId: "uploadImage",
        summary: "Upload an image for the catalogue (staff and admins): answers its address on this store",
        description:
          `One JPEG, PNG or WebP file of at most ${MB} MB in the multipart field \`file\`. Its bytes decide its ` +
          "type, never its name or declared type. It is decoded, turned upright, stripped of all metadata (EXIF " +
          "location included) and re-encoded at each width the storefront shows (160, 400, 800 and 1200 pixels, " +
          "never enlarged). The same image uploaded twice is stored once and keeps its address. The address " +
          "works as a product image on every replica.",
        consumes: ["multipart/form-data"],
        body: z.object({
          file: z.string().meta({
            format: "binary",
            description: `A JPEG, PNG or WebP image, at most ${MB} MB and ${MAX_INPUT_PIXELS / 1_000_000} million pixels`,
          }),
        }),
        response: {
          201: uploadAnswerSchema,
          400: failureAnswer(
            "Not an image the store takes (upload.unsupported_type, upload.polyglot, upload.undecodable, " +
              "upload.too_many_pixels), or not one file in the field `file` (upload.file_required, " +
              "upload.unexpected_field, upload.too_many_files, upload.empty_file, upload.malformed)",
          ),
          413: failureAnswer(`The file is larger than ${MB} MB (upload.too_large)`),
          415: failureAnswer("The body is not multipart/form-data (upload.not_multipart)"),
        },
        failures: [401, 403],
      }),
    },
    async (request, reply) => {
      const bytes = await uploadedFile(request);
      try {
        const uploaded = await uploadImage(app.config, app.db, bytes, auditContext(request));
        reply.code(201);
        return {
          success: true as const,
          message: uploaded.created ? "Image uploaded" : "Image uploaded before: the same address",
          data: { url: uploaded.url },
        };
      } catch (error) {
        if (error instanceof ImageRefused) throw REFUSALS[error.reason]();
        throw error;
      }
    },
  );
}
