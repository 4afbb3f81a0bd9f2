// Draws a QR text as an image the shopper can scan, save or share. The encoder loads only when a QR page opens,
// so no other page's first load carries it.

/** Pixels per QR module, and the quiet zone's modules around it (a scanner needs four). */
const CELL = 8;
const MARGIN = 4;

/** The QR as a PNG data URL (a GIF where the browser cannot draw on a canvas). */
export async function drawQr(text: string): Promise<string> {
  const { default: qrcode } = await import("qrcode-generator");
  const qr = qrcode(0, "M");
  qr.addData(text, "Byte");
  qr.make();
  const size = (qr.getModuleCount() + MARGIN * 2) * CELL;
  const canvas = document.createElement("canvas");
  canvas.width = size;
  canvas.height = size;
  const context = canvasContext(canvas);
  if (!context) return qr.createDataURL(CELL, MARGIN * CELL);
  context.fillStyle = "#fff";
  context.fillRect(0, 0, size, size);
  context.fillStyle = "#000";
  for (let row = 0; row < qr.getModuleCount(); row++)
    for (let col = 0; col < qr.getModuleCount(); col++)
      if (qr.isDark(row, col)) context.fillRect((col + MARGIN) * CELL, (row + MARGIN) * CELL, CELL, CELL);
  return canvas.toDataURL("image/png");
}

function canvasContext(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  // A browser without a canvas (or a test's DOM, which has none) draws the GIF instead.
  if (/jsdom/i.test(navigator.userAgent)) return null;
  try {
    return canvas.getContext("2d");
  } catch {
    return null;
  }
}

/** The drawn QR as a file to share (navigator.share takes files, not data URLs). */
export function qrFile(dataUrl: string, name: string): File {
  const [head = "", base64 = ""] = dataUrl.split(",");
  const type = /^data:([^;]+)/.exec(head)?.[1] ?? "image/png";
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type });
}

/** The file name the saved or shared image takes: the image's own kind. */
export const qrFileName = (dataUrl: string, orderNumber: string) =>
  `fonepay-qr-${orderNumber}.${dataUrl.startsWith("data:image/gif") ? "gif" : "png"}`;
