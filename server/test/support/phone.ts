// Phone sign-in through the real API, reading the codes from the outbox's SMS rows (and email rows) as the
// emulator's viewer would.
import type { FastifyInstance } from "fastify";

let addressCounter = 0;
/** A client address of its own, so the per-address limit of one test does not reach the next. */
export const freshAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

let numberCounter = 0;
/** A Nepali mobile number no other test uses (E.164). */
export const freshNumber = () => {
  numberCounter += 1;
  const tail = String((Date.now() % 100_000) * 100 + (numberCounter % 100))
    .padStart(7, "0")
    .slice(-7);
  return `+977984${tail}`;
};

export const startPhone = (
  app: FastifyInstance,
  phone: string,
  options: { address?: string; headers?: Record<string, string> } = {},
) =>
  app.inject({
    method: "POST",
    url: "/api/auth/phone/start",
    payload: { phone, purpose: "sign_in" },
    remoteAddress: options.address ?? freshAddress(),
    ...(options.headers ? { headers: options.headers } : {}),
  });

export const verifyPhone = (
  app: FastifyInstance,
  body: { phone: string; code: string; firstName?: string; lastName?: string },
  options: { address?: string; headers?: Record<string, string> } = {},
) =>
  app.inject({
    method: "POST",
    url: "/api/auth/phone/verify",
    payload: body,
    remoteAddress: options.address ?? freshAddress(),
    ...(options.headers ? { headers: options.headers } : {}),
  });

/** The newest text sent to the number. */
export async function newestText(app: FastifyInstance, to: string) {
  return app.db.mailOutbox.findFirstOrThrow({
    where: { channel: "sms", to },
    orderBy: [{ nextAttemptAt: "desc" }, { id: "desc" }],
  });
}

/** The code of the newest text (or email) to the contact. */
export async function sentCode(app: FastifyInstance, to: string, channel: "sms" | "email" = "sms") {
  const message = await app.db.mailOutbox.findFirstOrThrow({
    where: { channel, to },
    orderBy: [{ nextAttemptAt: "desc" }, { id: "desc" }],
  });
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`no code in: ${message.text}`);
  return code;
}

/** Moves the contact's codes back in time, as if `seconds` had passed. */
export async function age(app: FastifyInstance, contact: string, seconds: number) {
  const rows = await app.db.verificationCode.findMany({ where: { contact } });
  for (const row of rows)
    await app.db.verificationCode.update({
      where: { id: row.id },
      data: {
        createdAt: new Date(row.createdAt.getTime() - seconds * 1000),
        expiresAt: new Date(row.expiresAt.getTime() - seconds * 1000),
      },
    });
}

/** A new phone account, signed in: its token and user. */
export async function phoneShopper(app: FastifyInstance, phone = freshNumber()) {
  const started = await startPhone(app, phone);
  if (started.statusCode !== 200) throw new Error(`start failed: ${started.body}`);
  const code = await sentCode(app, phone);
  const verified = await verifyPhone(app, { phone, code, firstName: "Ram", lastName: "Thapa" });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  const { token, user } = verified.json();
  return { token: token as string, user, phone };
}
