// The outbox's promises: mail never holds up or fails an order, a failure is retried after growing pauses, two
// senders never send one message twice, and a new process sends what the last one left.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { enqueueMail } from "../src/modules/mail/outbox.ts";
import {
  createMailTransport,
  MAX_ATTEMPTS,
  RETRY_PAUSES_MINUTES,
  sendDueMail,
} from "../src/modules/mail/sender.ts";
import { createTestStore, type TestStore } from "./support/app.ts";
import { guestOrderPlacer } from "./support/orders.ts";
import { startSmtpServer, type TestSmtpServer } from "./support/smtp.ts";

let smtp: TestSmtpServer;
let store: TestStore;
const placeOrder = guestOrderPlacer(() => store.app);

beforeAll(async () => {
  smtp = await startSmtpServer();
  store = await createTestStore({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await store.close();
  await smtp.close();
});

const message = (subject: string) => ({
  to: "outbox@example.com",
  subject,
  html: `<p>${subject}</p>`,
  text: subject,
  template: "welcome" as const,
});

async function clearOutbox() {
  await store.app.db.mailOutbox.deleteMany({});
  smtp.messages.length = 0;
}

describe("the mail outbox", () => {
  it("retries a message the SMTP server refused after 1, 5, 25 minutes… until it takes it", async () => {
    await clearOutbox();
    await enqueueMail(store.app.db, message("Retried"));
    const transport = createMailTransport(store.config);
    smtp.refuse = true;
    let clock = Date.now();
    const pauses: number[] = [];
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      // Not due yet: nothing is tried a moment before its time.
      const row = await store.app.db.mailOutbox.findFirstOrThrow();
      if (attempt > 1) {
        expect(await sendDueMail(store.config, store.app.db, transport, { now: () => new Date(clock) })).toBe(
          0,
        );
        expect((await store.app.db.mailOutbox.findFirstOrThrow()).attempts).toBe(attempt - 1);
        clock = row.nextAttemptAt.getTime();
      }
      await sendDueMail(store.config, store.app.db, transport, { now: () => new Date(clock) });
      const after = await store.app.db.mailOutbox.findFirstOrThrow();
      expect(after).toMatchObject({ status: "queued", attempts: attempt, sentAt: null });
      expect(after.lastError).toMatch(/Mailbox busy/);
      pauses.push((after.nextAttemptAt.getTime() - clock) / 60_000);
    }
    expect(pauses).toEqual(RETRY_PAUSES_MINUTES);
    // The server is back: the next attempt sends it.
    smtp.refuse = false;
    const due = (await store.app.db.mailOutbox.findFirstOrThrow()).nextAttemptAt.getTime();
    expect(await sendDueMail(store.config, store.app.db, transport, { now: () => new Date(due) })).toBe(1);
    expect(await store.app.db.mailOutbox.findFirstOrThrow()).toMatchObject({
      status: "sent",
      attempts: MAX_ATTEMPTS,
      lastError: null,
    });
    expect(smtp.messages.map((sent) => sent.subject)).toEqual(["Retried"]);
    transport?.close();
  });

  it("gives a message up after its last attempt", async () => {
    await clearOutbox();
    await enqueueMail(store.app.db, message("Given up"));
    await store.app.db.mailOutbox.updateMany({ data: { attempts: MAX_ATTEMPTS - 1 } });
    smtp.refuse = true;
    const transport = createMailTransport(store.config);
    await sendDueMail(store.config, store.app.db, transport);
    smtp.refuse = false;
    expect(await store.app.db.mailOutbox.findFirstOrThrow()).toMatchObject({
      status: "failed",
      attempts: MAX_ATTEMPTS,
    });
    expect(
      await sendDueMail(store.config, store.app.db, transport, { now: () => new Date(Date.now() + 864e5) }),
    ).toBe(0);
    expect(smtp.messages).toHaveLength(0);
    transport?.close();
  });

  it("sends each message once when two senders run at the same moment", async () => {
    await clearOutbox();
    const subjects = Array.from({ length: 12 }, (_, index) => `Raced ${index}`);
    for (const subject of subjects) await enqueueMail(store.app.db, message(subject));
    const [one, two] = [createMailTransport(store.config), createMailTransport(store.config)];
    const [a, b] = await Promise.all([
      sendDueMail(store.config, store.app.db, one, { workerId: "replica-a" }),
      sendDueMail(store.config, store.app.db, two, { workerId: "replica-b" }),
    ]);
    expect(a + b).toBe(subjects.length);
    expect(smtp.messages.map((sent) => sent.subject).sort()).toEqual([...subjects].sort());
    const rows = await store.app.db.mailOutbox.findMany();
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
    one?.close();
    two?.close();
  });

  it("places an order while the mail server is down, and the message leaves once it is back", async () => {
    await clearOutbox();
    smtp.refuse = true;
    const { order } = await placeOrder("outbox-down-1");
    expect(order.orderNumber).toBeTruthy();
    await store.app.jobs.runNow("mail-sender");
    const queued = await store.app.db.mailOutbox.findFirstOrThrow({
      where: { channel: "email", template: "order_placed" },
    });
    expect(queued).toMatchObject({ status: "queued", attempts: 1 });
    smtp.refuse = false;
    await store.app.db.mailOutbox.update({ where: { id: queued.id }, data: { nextAttemptAt: new Date() } });
    await store.app.jobs.runNow("mail-sender");
    expect(smtp.messages.map((sent) => sent.subject)).toEqual([`Order ${order.orderNumber} placed`]);
  });

  it("places an order when no mail server answers at all", async () => {
    const down = await createTestStore({ SMTP_URL: "smtp://127.0.0.1:9" });
    try {
      const place = guestOrderPlacer(() => down.app);
      const { order } = await place("outbox-nothing-1");
      expect(order.status).toBe("pending");
      await down.app.jobs.runNow("mail-sender");
      const row = await down.app.db.mailOutbox.findFirstOrThrow({
        where: { channel: "email", template: "order_placed" },
      });
      expect(row).toMatchObject({ status: "queued", attempts: 1 });
      expect(row.lastError).toBeTruthy();
    } finally {
      await down.close();
    }
  });

  it("sends what one process left behind from a new one (a restart)", async () => {
    await clearOutbox();
    await enqueueMail(store.app.db, message("Left behind"));
    // A claim by a process that died mid-send: held until its lease runs out, then taken over.
    await enqueueMail(store.app.db, message("Claimed by the dead"));
    await store.app.db.mailOutbox.updateMany({
      where: { subject: "Claimed by the dead" },
      data: { claimedBy: "dead", claimedUntil: new Date(Date.now() - 1000) },
    });
    const restarted = await buildApp(
      loadConfig({ ...process.env, ...envOf(store) }, store.config.jwt.secret),
      {
        db: store.app.db,
      },
    );
    try {
      await restarted.jobs.runNow("mail-sender");
    } finally {
      await restarted.close();
    }
    expect(smtp.messages.map((sent) => sent.subject).sort()).toEqual(["Claimed by the dead", "Left behind"]);
  });
});

/** The settings a second process of the same store starts with. */
function envOf(of: TestStore): Record<string, string> {
  return {
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATABASE_URL: of.config.databaseUrl,
    CLIENT_DIST: "",
    SMTP_URL: smtp.url,
  };
}
