// The store's background jobs (the expiry of unpaid orders, the mail and text sender, back-in-stock alerts, the
// sweeps of rows past their keeping), started when the server listens and stopped (waiting for a run under way) when it
// closes. An app that only answers injected requests (tests) runs them through app.jobs.runNow.
import fp from "fastify-plugin";
import type { FastifyInstance } from "fastify";
import { releaseLapsedOrders } from "../modules/orders/expiry.ts";
import { createMailTransport, sendDueMail } from "../modules/mail/sender.ts";
import { sendDueStockAlerts } from "../modules/stock-alerts/alerts.ts";
import { createSmsTransport } from "../modules/sms/transport.ts";
import { createScheduler, type Scheduler } from "./scheduler.ts";
import { sweepOldRows } from "./sweeps.ts";

declare module "fastify" {
  interface FastifyInstance {
    jobs: Scheduler;
  }
}

/** Unpaid orders past their payment window give their stock back even when nobody is placing orders. */
const LAPSE_CHECK_INTERVAL_MS = 60_000;
/** Mail and texts leave within seconds of their event (a sign-in code is waited for). */
const MAIL_SEND_INTERVAL_MS = 5_000;
/** A variant back in stock alerts those waiting for it within seconds, however its stock came back. */
const STOCK_ALERT_INTERVAL_MS = 5_000;
/** Rows kept for days are none the worse for a sweep every ten minutes, and each sweep stays small. */
const SWEEP_INTERVAL_MS = 10 * 60_000;

async function jobsPlugin(app: FastifyInstance) {
  const { config, db } = app;
  const transport = createMailTransport(config);
  const sms = createSmsTransport(config);
  const jobs = createScheduler(
    [
      { name: "order-expiry", everyMs: LAPSE_CHECK_INTERVAL_MS, run: () => releaseLapsedOrders(db) },
      {
        name: "mail-sender",
        everyMs: MAIL_SEND_INTERVAL_MS,
        run: () => sendDueMail(config, db, transport, { sms }),
      },
      { name: "stock-alerts", everyMs: STOCK_ALERT_INTERVAL_MS, run: () => sendDueStockAlerts(config, db) },
      {
        name: "sweeps",
        everyMs: SWEEP_INTERVAL_MS,
        run: async (stopping) => {
          const deleted = await sweepOldRows(db, config.retention, { stopping });
          const swept = Object.fromEntries(Object.entries(deleted).filter(([, count]) => count > 0));
          if (Object.keys(swept).length > 0) app.log.info({ swept }, "rows past their keeping were deleted");
        },
      },
    ],
    app.log,
  );
  app.decorate("jobs", jobs);
  app.addHook("onListen", async () => jobs.start());
  app.addHook("onClose", async () => {
    await jobs.stop();
    transport?.close();
  });
}

export default fp(jobsPlugin, { name: "jobs" });
