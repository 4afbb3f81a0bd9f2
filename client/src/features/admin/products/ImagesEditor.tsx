// A product's pictures: uploaded from the computer (POST /api/admin/uploads) with each file's progress or why it
// failed, shown as thumbnails, moved earlier or later (the first is the product's main picture) and removed.
import { useRef, useState } from "react";
import { UPLOAD_MAX_BYTES } from "@store/shared/admin/uploads";
import { Thumbnail } from "./product-words.tsx";
import type { UploadProgress } from "./transfers.ts";

export type Uploader = (file: File, onProgress: (progress: UploadProgress) => void) => Promise<string>;

interface Transfer {
  id: number;
  name: string;
  percent: number;
  error?: string;
}

const ACCEPTED = ["image/jpeg", "image/png", "image/webp"];
let transferIds = 0;

export function ImagesEditor({
  images,
  onChange,
  upload,
  error,
}: {
  images: string[];
  onChange: (update: (images: string[]) => string[]) => void;
  upload: Uploader;
  error?: string;
}) {
  const [transfers, setTransfers] = useState<Transfer[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const patch = (id: number, change: Partial<Transfer>) =>
    setTransfers((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));

  async function send(file: File) {
    const id = ++transferIds;
    setTransfers((current) => [...current, { id, name: file.name, percent: 0 }]);
    // The server decides by the bytes; these checks only save the admin a pointless wait.
    if (file.type && !ACCEPTED.includes(file.type)) {
      patch(id, { error: "Choose a JPEG, PNG or WebP image." });
      return;
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      patch(id, { error: "The image is larger than 5 MB." });
      return;
    }
    try {
      const url = await upload(file, ({ loaded, total }) =>
        patch(id, { percent: Math.round((loaded / total) * 100) }),
      );
      setTransfers((current) => current.filter((item) => item.id !== id));
      onChange((current) => [...current, url]);
    } catch (failure) {
      patch(id, { error: failure instanceof Error ? failure.message : "The image could not be uploaded." });
    }
  }

  const move = (from: number, to: number) =>
    onChange((current) => {
      const next = [...current];
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved!);
      return next;
    });

  return (
    <fieldset className="admin-panel admin-images">
      <legend>Images</legend>
      {images.length === 0 ? (
        <p className="admin-hint">No images yet. The first image is the product&apos;s main picture.</p>
      ) : (
        <ol className="admin-image-list">
          {images.map((url, index) => (
            <li key={url} className="admin-image">
              <Thumbnail url={url} size={96} />
              <span className="admin-secondary">{index === 0 ? "Main picture" : `Image ${index + 1}`}</span>
              <div className="admin-image-actions">
                <button
                  type="button"
                  className="button"
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  Earlier<span className="visually-hidden"> (image {index + 1})</span>
                </button>
                <button
                  type="button"
                  className="button"
                  disabled={index === images.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  Later<span className="visually-hidden"> (image {index + 1})</span>
                </button>
                <button
                  type="button"
                  className="button"
                  onClick={() => onChange((current) => current.filter((item) => item !== url))}
                >
                  Remove<span className="visually-hidden"> image {index + 1}</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {transfers.length > 0 && (
        <ul className="admin-uploads" aria-live="polite">
          {transfers.map((transfer) => (
            <li key={transfer.id}>
              {transfer.error ? (
                <p className="field-error" role="alert">
                  {transfer.name}: {transfer.error}{" "}
                  <button
                    type="button"
                    className="link-button"
                    onClick={() =>
                      setTransfers((current) => current.filter((item) => item.id !== transfer.id))
                    }
                  >
                    Dismiss
                  </button>
                </p>
              ) : (
                <label>
                  Uploading {transfer.name}{" "}
                  <progress max={100} value={transfer.percent}>
                    {transfer.percent}%
                  </progress>
                </label>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="field admin-field">
        <label htmlFor="product-images-upload">Add images (JPEG, PNG or WebP, at most 5 MB each)</label>
        <input
          ref={input}
          id="product-images-upload"
          type="file"
          accept={ACCEPTED.join(",")}
          multiple
          aria-invalid={Boolean(error)}
          aria-describedby={error ? "product-images-error" : undefined}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            if (input.current) input.current.value = "";
            for (const file of files) void send(file);
          }}
        />
        {error && (
          <p id="product-images-error" className="field-error">
            {error}
          </p>
        )}
      </div>
    </fieldset>
  );
}
