// The two calls RTK Query cannot make well: an upload whose progress the admin watches (fetch reports none), and
// the CSV export, which the browser must save as a file while the bearer token goes with the request.
import { errorText } from "../../../lib/errors/error-text.ts";

export interface UploadProgress {
  loaded: number;
  total: number;
}

/** POST /api/admin/uploads with the file in the field `file`; resolves with the stored image's URL. */
export function uploadImage(
  file: File,
  token: string | null,
  onProgress: (progress: UploadProgress) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/admin/uploads");
    if (token) request.setRequestHeader("authorization", `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    request.onload = () => {
      let answer: unknown = null;
      try {
        answer = JSON.parse(request.responseText);
      } catch {
        // An answer that is not JSON (a proxy's error page) is worded below by its status.
      }
      const url = (answer as { data?: { url?: unknown } } | null)?.data?.url;
      if (request.status >= 200 && request.status < 300 && typeof url === "string") {
        resolve(url);
        return;
      }
      const fallback =
        request.status === 413 ? "The image is larger than 5 MB." : "The image could not be uploaded.";
      reject(new Error(errorText({ data: answer }, fallback, "en")));
    };
    request.onerror = () => reject(new Error("The image could not be uploaded: no answer from the store."));
    const body = new FormData();
    body.append("file", file);
    request.send(body);
  });
}

/** GET /api/admin/products/export.csv, saved by the browser as products-<day>.csv. */
export async function downloadProductsCsv(token: string | null): Promise<void> {
  const answer = await fetch("/api/admin/products/export.csv", {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!answer.ok) {
    const body: unknown = await answer.json().catch(() => null);
    throw new Error(errorText({ data: body }, "The export could not be made.", "en"));
  }
  const blob = await answer.blob();
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = `products-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(link.href);
}
