// The "own origin" check: whether an address is on the store's own origin (PUBLIC_URL's). The emulators send
// shoppers back only there, the payment return URLs must be there, and a gateway URL there is a stand-in of the
// store's own (reached in-process).

/** Whether `url` (absolute) is on the origin of `publicUrl`; false for anything that is not an absolute URL. */
export function onOwnOrigin(url: string | URL, publicUrl: string): boolean {
  try {
    return new URL(url).origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}
