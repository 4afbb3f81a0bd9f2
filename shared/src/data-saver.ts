// Data saver (SHOP-API.md part 3): with the browser's `Save-Data: on` header or the store's own switch (this
// cookie), pages leave out decorative art and prefetching and use the smallest pictures. One rule for the
// server that renders a page (and keys its cache on it) and the browser that hydrates it.
import { cookieValue } from "./cookies.ts";
import { IMAGE_WIDTHS, UPLOADS_PATH, parseUploadedImageFile, uploadedImageUrl } from "./images.ts";

/** The cookie the footer's switch sets: "on" or "off"; without it, the browser's Save-Data header decides. */
export const DATA_SAVER_COOKIE = "dataSaver";
export const DATA_SAVER_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The switch's choice in a Cookie header: true, false, or undefined when the shopper has not chosen. */
export function dataSaverInCookie(cookieHeader: string | undefined): boolean | undefined {
  const value = cookieValue(cookieHeader, DATA_SAVER_COOKIE);
  return value === "on" ? true : value === "off" ? false : undefined;
}

/** Whether a page is served for data saver: the switch's choice when made, else the browser's Save-Data. */
export function chooseDataSaver(cookieHeader: string | undefined, saveData: string | undefined): boolean {
  return dataSaverInCookie(cookieHeader) ?? saveData?.trim().toLowerCase() === "on";
}

/** The smallest copy the media server keeps of an uploaded picture (160 px wide); any other address as it is. */
export function smallestImage(url: string): string {
  const image = url.startsWith(UPLOADS_PATH) ? parseUploadedImageFile(url.slice(UPLOADS_PATH.length)) : null;
  return image ? uploadedImageUrl(image.hash, image.format, IMAGE_WIDTHS[0]) : url;
}
