// The SMS emulator's phone (/dev/sms): the numbers that got texts, newest first, and each number's thread with
// every text's whole body, kind and time; only offline with the emulator as the provider.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueSms } from "../../src/modules/sms/outbox.ts";
import { createTestStore, type TestStore } from "../support/app.ts";
import { LIVE_STORE } from "../support/constants.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store?.close();
});

const FIRST = "+9779841234567";
const SECOND = "+9779801112223";

const articles = (html: string) =>
  [...html.matchAll(/<article class="sms[^"]*">([\s\S]*?)<\/article>/g)].map((match) => match[1]!);

describe("the SMS emulator's phone", () => {
  it("lists the numbers newest first and shows a number's texts newest first, waiting ones marked", async () => {
    const db = store.app.db;
    await enqueueSms(db, { to: FIRST, kind: "order_placed", text: "Order NS-1 placed <b>& ok</b>" });
    await db.mailOutbox.updateMany({ where: { to: FIRST }, data: { status: "captured" } });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await enqueueSms(db, { to: SECOND, kind: "shipped", text: "Shipped" });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await enqueueSms(db, {
      to: FIRST,
      kind: "out_for_delivery",
      text: "Out for delivery: keep Rs 1,200 ready",
    });
    // A failed text never reached the phone.
    await db.mailOutbox.create({
      data: {
        channel: "sms",
        to: FIRST,
        subject: "",
        html: "",
        text: "Never arrived",
        template: "delivered",
        status: "failed",
      },
    });

    const list = await store.app.inject({ method: "GET", url: "/dev/sms" });
    expect(list.statusCode).toBe(200);
    expect(list.headers["content-type"]).toMatch(/text\/html/);
    expect(list.headers["content-security-policy"]).toMatch(/script-src 'self'/);
    const links = [...list.body.matchAll(/href="\/dev\/sms\/([^"]+)"/g)].map((match) =>
      decodeURIComponent(match[1]!),
    );
    expect(links).toEqual([FIRST, SECOND]);

    const thread = await store.app.inject({ method: "GET", url: `/dev/sms/${encodeURIComponent(FIRST)}` });
    expect(thread.statusCode).toBe(200);
    const texts = articles(thread.body);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toContain("Out for delivery: keep Rs 1,200 ready");
    expect(texts[0]).toContain("out_for_delivery");
    expect(texts[0]).toContain("waiting to be sent");
    expect(texts[0]).toMatch(/<time datetime="\d{4}-\d\d-\d\dT/);
    // Escaped, never markup.
    expect(texts[1]).toContain("Order NS-1 placed &lt;b&gt;&amp; ok&lt;/b&gt;");
    expect(texts[1]).not.toContain("waiting");
    expect(thread.body).not.toContain("Never arrived");

    const empty = await store.app.inject({
      method: "GET",
      url: `/dev/sms/${encodeURIComponent("+9779700000000")}`,
    });
    expect(empty.statusCode).toBe(200);
    expect(articles(empty.body)).toEqual([]);
    const notANumber = await store.app.inject({ method: "GET", url: "/dev/sms/12345" });
    expect(notANumber.statusCode).toBe(404);
  });

  it("is not there in a live store, nor with a real SMS provider", async () => {
    const live = await createTestStore(LIVE_STORE);
    const sparrow = await createTestStore({
      SMS_PROVIDER: "sparrow",
      SPARROW_TOKEN: "t",
      SPARROW_FROM: "Shop",
    });
    try {
      for (const other of [live, sparrow]) {
        expect((await other.app.inject({ method: "GET", url: "/dev/sms" })).statusCode).toBe(404);
        const thread = await other.app.inject({
          method: "GET",
          url: `/dev/sms/${encodeURIComponent(FIRST)}`,
        });
        expect(thread.statusCode).toBe(404);
        expect(thread.body).not.toContain('class="sms"');
      }
    } finally {
      await Promise.all([live.close(), sparrow.close()]);
    }
  });
});

describe("the SMS emulator's phone with the built client", () => {
  it("writes Nepali texts in the store's own Devanagari face, the built client's copy", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), "sms-viewer-dist-"));
    fs.mkdirSync(path.join(dist, "assets"));
    fs.writeFileSync(
      path.join(dist, "assets", "noto-sans-devanagari-devanagari-400-normal-AbC_12-x.woff2"),
      "",
    );
    fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>x</title>");
    const built = await createTestStore({ CLIENT_DIST: dist });
    try {
      const page = await built.app.inject({ method: "GET", url: "/dev/sms" });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(
        '@font-face{font-family:"Noto Sans Devanagari";font-display:swap;src:url("/assets/noto-sans-devanagari-devanagari-400-normal-AbC_12-x.woff2")',
      );
      expect(page.body).toMatch(/body\{font-family:"Noto Sans Devanagari",system-ui,sans-serif/);
      // Without a built client there is no face to name, and the system's fonts serve.
      expect((await store.app.inject({ method: "GET", url: "/dev/sms" })).body).not.toContain("@font-face");
    } finally {
      await built.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
