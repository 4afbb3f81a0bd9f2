// The SMS emulator's phone: what an offline store "sent" by text, read as a shopper's phone shows it. GET /dev/sms
// lists the numbers that got texts (newest first); GET /dev/sms/<E.164 number> is that number's thread, newest
// text first, each an <article class="sms"> with its whole body, kind and time. Texts the sender job has not
// taken yet are shown too, marked as waiting, so a journey reads a sign-in code at once. Plain server-rendered
// pages with no scripts (the store's CSP unchanged), mounted only offline with SMS_PROVIDER=emulator (app.ts).
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { displayPhone, E164_NEPALI_MOBILE } from "@store/shared/phone";
import { sendPage } from "../../gateways/gateway-page.ts";
import { escapeXml as escapeHtml } from "../media/svg.ts";

/** The statuses the emulator's phone shows: captured (delivered to it) and queued (on its way). */
const SHOWN = ["captured", "queued"];
const THREAD_LIMIT = 100;
const NUMBERS_LIMIT = 200;

/**
 * Nepali texts in the store's own Devanagari face (the built client's copy of it; a phone has one of its own, a
 * bare machine's browser may not), after the system's fonts as the storefront's Nepali pages name it.
 */
function devanagariFace(clientDist: string | null): string {
  if (!clientDist) return "";
  let files: string[] = [];
  try {
    files = fs.readdirSync(path.join(clientDist, "assets"));
  } catch {
    return "";
  }
  const file = files.find((name) => /^noto-sans-devanagari-devanagari-400-normal-[\w-]+\.woff2$/.test(name));
  return file
    ? `@font-face{font-family:"Noto Sans Devanagari";font-display:swap;src:url("/assets/${file}") format("woff2");unicode-range:U+0900-097F}`
    : "";
}

const STYLE = `body{font-family:"Noto Sans Devanagari",system-ui,sans-serif;background:#e8eaed;margin:0;color:#1b1b1f}
.phone{max-width:420px;margin:0 auto;min-height:100vh;background:#fff;display:flex;flex-direction:column;box-shadow:0 0 12px #0002}
header{background:#1f3a5f;color:#fff;padding:14px 16px}header p{margin:0;font-size:.85rem;opacity:.9}
h1{font-size:1.2rem;margin:2px 0 0;overflow-wrap:anywhere}
header a{color:#fff}.thread{padding:12px 12px 24px;display:flex;flex-direction:column;gap:12px}
.sms{align-self:flex-start;max-width:88%;background:#f1f3f4;border-radius:18px 18px 18px 4px;padding:10px 14px}
.sms.waiting{border:2px dashed #8a5a00}.sms .body{margin:0;white-space:pre-wrap;overflow-wrap:anywhere;font-size:1rem}
.sms .meta{margin:6px 0 0;font-size:.8rem;color:#4a4f55}.kind{font-weight:600}
ul{list-style:none;margin:0;padding:0}li{border-bottom:1px solid #dadce0}
li a{display:block;padding:14px 16px;color:#1b1b1f;text-decoration:none}li a:hover,li a:focus{background:#f1f3f4}
.number{font-weight:700;display:block}.preview{display:block;color:#4a4f55;font-size:.9rem;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.empty{padding:16px;color:#4a4f55}`;

function page(face: string, title: string, heading: string, top: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${face}${STYLE}</style></head><body><div class="phone"><header>${top}<h1>${escapeHtml(heading)}</h1></header><main>${body}</main></div></body></html>`;
}

const readableTime = (at: Date) => `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;

export default async function smsPhoneViewer(app: FastifyInstance) {
  const { db } = app;
  const face = devanagariFace(app.config.clientDist);

  app.get("/dev/sms", { schema: { hide: true } }, async (_request, reply) => {
    const numbers = await db.mailOutbox.groupBy({
      by: ["to"],
      where: { channel: "sms", status: { in: SHOWN } },
      _max: { createdAt: true },
      _count: { _all: true },
      orderBy: { _max: { createdAt: "desc" } },
      take: NUMBERS_LIMIT,
    });
    const items = numbers.map(
      (row) =>
        `<li><a href="/dev/sms/${encodeURIComponent(row.to)}"><span class="number">${escapeHtml(
          displayPhone(row.to),
        )}</span><span class="preview">${row._count._all} ${row._count._all === 1 ? "text" : "texts"}, the last ${escapeHtml(
          readableTime(row._max.createdAt!),
        )}</span></a></li>`,
    );
    const body = items.length
      ? `<ul aria-label="Numbers that got texts">${items.join("")}</ul>`
      : `<p class="empty">No text has been sent yet.</p>`;
    return sendPage(reply, page(face, "Texts — SMS emulator", "Messages", "<p>SMS emulator</p>", body));
  });

  app.get<{ Params: { phone: string } }>(
    "/dev/sms/:phone",
    { schema: { hide: true } },
    async (request, reply) => {
      const phone = request.params.phone;
      const back = `<p><a href="/dev/sms">← All numbers</a></p>`;
      if (!E164_NEPALI_MOBILE.test(phone))
        return sendPage(
          reply,
          page(face, "Not a number — SMS emulator", "Not a Nepali mobile number", back, ""),
          404,
        );
      const texts = await db.mailOutbox.findMany({
        where: { channel: "sms", to: phone, status: { in: SHOWN } },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: THREAD_LIMIT,
        select: { text: true, template: true, status: true, createdAt: true },
      });
      const articles = texts.map((text) => {
        const waiting = text.status === "queued";
        return `<article class="sms${waiting ? " waiting" : ""}"><p class="body">${escapeHtml(
          text.text,
        )}</p><p class="meta"><span class="kind">${escapeHtml(text.template)}</span> · <time datetime="${text.createdAt.toISOString()}">${escapeHtml(
          readableTime(text.createdAt),
        )}</time>${waiting ? " · waiting to be sent" : ""}</p></article>`;
      });
      const body = articles.length
        ? `<section class="thread" aria-label="Texts, newest first">${articles.join("")}</section>`
        : `<p class="empty">No text to this number yet.</p>`;
      return sendPage(
        reply,
        page(face, `${displayPhone(phone)} — SMS emulator`, displayPhone(phone), back, body),
      );
    },
  );
}
