// The notifications sender's texts, through local stand-ins of Sparrow SMS's and Aakash SMS's APIs: a text the
// provider takes is sent with its answer kept; a number it refuses fails at once and is never tried again; no
// credit, a 5xx and no answer at all are retried after growing pauses; a process that died holding a text lets
// the next one send it; a sign-in code leaves nothing behind once it is out; the emulator captures texts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendDueMail, RETRY_PAUSES_MINUTES, CLAIM_LEASE_MS } from "../../src/modules/mail/sender.ts";
import { enqueueSms } from "../../src/modules/sms/outbox.ts";
import { createSmsTransport } from "../../src/modules/sms/transport.ts";
import { createTestStore, type TestStore } from "../support/app.ts";
import { providerSettings, startSmsProvider, type SmsProviderStandIn } from "../support/sms-providers.ts";

const TO = "+9779841234567";
const CODE_TEXT = "Nepal Store: your sign-in code is 482913. It expires in 5 minutes.";

describe.each(["sparrow", "aakash"] as const)("texts sent through %s", (provider) => {
  let standIn: SmsProviderStandIn;
  let store: TestStore;
  beforeAll(async () => {
    standIn = await startSmsProvider(provider);
    store = await createTestStore(providerSettings(provider, standIn));
  });
  afterAll(async () => {
    await store?.close();
    await standIn?.close();
  });

  const db = () => store.app.db;
  async function fresh() {
    await db().mailOutbox.deleteMany({});
    Object.assign(standIn, { requests: 0, delivered: [], credit: 1000, mode: "ok" });
    standIn.invalidNumbers.clear();
  }
  const send = (options: { at?: number; timeoutMs?: number; workerId?: string } = {}) =>
    sendDueMail(store.config, db(), null, {
      sms: createSmsTransport(store.config, options.timeoutMs),
      ...(options.at ? { now: () => new Date(options.at!) } : {}),
      ...(options.workerId ? { workerId: options.workerId } : {}),
    });
  const row = () => db().mailOutbox.findFirstOrThrow({ where: { channel: "sms" } });

  it("sends a text the provider takes, to the 10-digit number, and keeps its answer", async () => {
    await fresh();
    await enqueueSms(db(), { to: TO, kind: "shipped", text: "Order NS-1 shipped with Nepal Can Move" });
    expect(await send()).toBe(1);
    expect(standIn.delivered).toEqual([
      expect.objectContaining({ to: "9841234567", text: "Order NS-1 shipped with Nepal Can Move" }),
    ]);
    const sent = await row();
    expect(sent).toMatchObject({ status: "sent", attempts: 1, errorCode: null, segments: 1 });
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(sent.providerAnswer).toMatch(/queued for delivery/);
    // The answer is kept without the text itself.
    expect(sent.providerAnswer).not.toContain("Nepal Can Move");
    expect(await send({ at: Date.now() + 864e5 })).toBe(0);
    expect(standIn.requests).toBe(1);
  });

  it("fails a number the provider refuses at once and never tries it again", async () => {
    await fresh();
    standIn.invalidNumbers.add("9800000001");
    await enqueueSms(db(), { to: "+9779800000001", kind: "delivered", text: "Delivered" });
    expect(await send()).toBe(0);
    expect(await row()).toMatchObject({ status: "failed", attempts: 1, errorCode: "invalid_number" });
    expect((await row()).providerAnswer).toMatch(provider === "sparrow" ? /1007/ : /aborted/);
    expect(await send({ at: Date.now() + 864e5 })).toBe(0);
    expect(standIn.requests).toBe(1);
  });

  it("retries a text the provider has no credit for after growing pauses, and sends it once topped up", async () => {
    await fresh();
    standIn.credit = 0;
    await enqueueSms(db(), { to: TO, kind: "refunded", text: "Refunded Rs 1,200" });
    let clock = Date.now();
    const pauses: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await send({ at: clock });
      const after = await row();
      expect(after).toMatchObject({ status: "queued", attempts: attempt, errorCode: "no_credit" });
      expect(after.providerAnswer).toMatch(provider === "sparrow" ? /1012/ : /Not enough balance/);
      // Not tried a moment before its time.
      expect(await send({ at: after.nextAttemptAt.getTime() - 1000 })).toBe(0);
      pauses.push((after.nextAttemptAt.getTime() - clock) / 60_000);
      clock = after.nextAttemptAt.getTime();
    }
    expect(pauses).toEqual(RETRY_PAUSES_MINUTES.slice(0, 3));
    standIn.credit = 5;
    expect(await send({ at: clock })).toBe(1);
    expect(await row()).toMatchObject({ status: "sent", attempts: 4, errorCode: null });
    expect(standIn.delivered).toHaveLength(1);
  });

  it("retries after the provider's 5xx and after no answer at all", async () => {
    await fresh();
    standIn.mode = "down";
    await enqueueSms(db(), { to: TO, kind: "cancelled", text: "Cancelled" });
    await send();
    expect(await row()).toMatchObject({ status: "queued", attempts: 1, errorCode: "provider_error" });
    expect((await row()).providerAnswer).toMatch(/HTTP 502/);
    standIn.mode = "silent";
    const second = (await row()).nextAttemptAt.getTime();
    const started = Date.now();
    await send({ at: second, timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await row()).toMatchObject({ status: "queued", attempts: 2, errorCode: "network" });
    expect((await row()).providerAnswer).toMatch(/timed out/);
    standIn.mode = "ok";
    await send({ at: (await row()).nextAttemptAt.getTime() });
    expect(await row()).toMatchObject({ status: "sent", attempts: 3 });
    expect(standIn.delivered).toHaveLength(1);
  });

  it("sends what a process that died mid-send left, once its claim has lapsed", async () => {
    await fresh();
    await enqueueSms(db(), { to: TO, kind: "order_placed", text: "Order placed" });
    const now = Date.now();
    // A replica claimed it and stopped before it sent anything.
    await db().mailOutbox.updateMany({
      data: { claimedBy: "dead-replica", claimedUntil: new Date(now + CLAIM_LEASE_MS) },
    });
    expect(await send({ at: now, workerId: "next-process" })).toBe(0);
    expect(standIn.requests).toBe(0);
    expect(await send({ at: now + CLAIM_LEASE_MS + 1000, workerId: "next-process" })).toBe(1);
    expect(await row()).toMatchObject({ status: "sent", claimedBy: "next-process", claimedUntil: null });
    expect(standIn.requests).toBe(1);
  });

  it("keeps no sign-in code once it is sent, nor once it is given up", async () => {
    await fresh();
    await enqueueSms(db(), { to: TO, kind: "sign_in_code", text: CODE_TEXT });
    await send();
    const sent = await row();
    expect(sent.status).toBe("sent");
    expect(standIn.delivered[0]!.text).toBe(CODE_TEXT);
    expect(JSON.stringify(sent)).not.toContain("482913");
    await fresh();
    standIn.invalidNumbers.add("9841234567");
    await enqueueSms(db(), { to: TO, kind: "sign_in_code", text: CODE_TEXT });
    await send();
    const failed = await row();
    expect(failed.status).toBe("failed");
    expect(JSON.stringify(failed)).not.toContain("482913");
  });

  it("sends each text once when two senders run at the same moment", async () => {
    await fresh();
    for (let index = 0; index < 8; index += 1)
      await enqueueSms(db(), { to: TO, kind: "shipped", text: `Raced ${index}` });
    const [a, b] = await Promise.all([send({ workerId: "a" }), send({ workerId: "b" })]);
    expect(a + b).toBe(8);
    expect(standIn.requests).toBe(8);
    expect(standIn.delivered.map((text) => text.text).sort()).toEqual(
      Array.from({ length: 8 }, (_, index) => `Raced ${index}`).sort(),
    );
  });
});

describe("texts with the emulator", () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await createTestStore();
  });
  afterAll(async () => {
    await store?.close();
  });

  it("captures each text, a sign-in code whole (the emulator's phone shows it)", async () => {
    const db = store.app.db;
    await enqueueSms(db, { to: TO, kind: "sign_in_code", text: CODE_TEXT });
    expect(await sendDueMail(store.config, db, null)).toBe(1);
    expect(await db.mailOutbox.findFirstOrThrow({ where: { channel: "sms" } })).toMatchObject({
      status: "captured",
      attempts: 1,
      text: CODE_TEXT,
      providerAnswer: null,
    });
  });
});
