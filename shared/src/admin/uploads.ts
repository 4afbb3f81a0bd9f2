// POST /api/admin/uploads: what it answers (docs/guides/admin.md; docs/SECURITY.md "Uploads").
import { z } from "zod";

/** The largest file the store takes (docs/guides/admin.md: at most 5 MB). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export const uploadAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    url: z.string().meta({
      description:
        "The image's address on this store (`/media/uploads/<hash>.<ext>`), for a product's `images`; each " +
        "width it is kept at is `/media/uploads/<hash>-<width>.<ext>`",
    }),
  }),
});
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;
