// The store's background jobs, started when the server listens and stopped (waiting for a run under way) when it
// closes. An app that only answers injected requests (tests) runs them through app.jobs.runNow.
import fp from "fastify-plugin";
import type { FastifyInstance } from "fastify";
import { releaseLapsedOrders } from "../modules/orders/expiry.ts";
import { createMailTransport, sendDueMail } from "../modules/mail/sender.ts";
import { sendDueStockAlerts } from "../modules/stock-alerts/alerts.ts";
import { createSmsTransport } from "../modules/sms/transport.ts";
import { createScheduler, type Scheduler } from "./scheduler.ts";

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
