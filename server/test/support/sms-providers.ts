// Local stand-ins of the SMS providers' send endpoints, answering as their documentation says, for the sender's
// tests: Sparrow SMS v2 (POST /v2/sms/: token, from, to, text; 200 {count, response_code: 200, response}, or
// 403 {response_code: 1002 Invalid Token | 1007 Invalid Receiver | 1012 No Credits Available | …}) and Aakash
// SMS v3 (POST /sms/v3/send: auth_token, to, text; {error: false, message, data: {valid: [...], invalid: [...]}}
// or {error: true, message: "The provided Auth Token is not valid." | "Not enough balance.", data: []}).
// Each keeps a credit balance (one per segment-less message here), knows which numbers the network refuses,
// counts every request, and can be made to fail with a 5xx or to never answer.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedText {
  to: string;
  text: string;
  from?: string;
}

export interface SmsProviderStandIn {
  url: string;
  /** Every request that reached the send endpoint, good or bad. */
  requests: number;
  /** The texts it accepted for delivery. */
  delivered: ReceivedText[];
  /** Messages it still has credit for. */
  credit: number;
  /** 10-digit numbers no network serves (the provider refuses them as invalid receivers). */
  invalidNumbers: Set<string>;
  /** "ok": answers as documented; "down": 502 from its front; "silent": never answers. */
  mode: "ok" | "down" | "silent";
  /** How long it takes to answer, as a real provider's round trip does. */
  delayMs: number;
  close(): Promise<void>;
}

const TOKEN = { sparrow: "sparrow-test-token", aakash: "aakash-test-token" };
export const SPARROW_TEST = { token: TOKEN.sparrow, from: "NepalStore" };
export const AAKASH_TEST = { token: TOKEN.aakash };

function readForm(request: http.IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => resolve(new URLSearchParams(body)));
    request.on("error", reject);
  });
}

const NATIONAL_MOBILE = /^9[78]\d{8}$/;

export async function startSmsProvider(provider: "sparrow" | "aakash"): Promise<SmsProviderStandIn> {
  const held: http.ServerResponse[] = [];
  const state: Omit<SmsProviderStandIn, "url" | "close"> = {
    requests: 0,
    delivered: [],
    credit: 1000,
    invalidNumbers: new Set(),
    mode: "ok",
    delayMs: 0,
  };
  const path = provider === "sparrow" ? "/v2/sms/" : "/sms/v3/send";
  const server = http.createServer(async (request, response) => {
    if (request.method !== "POST" || request.url !== path) {
      response.writeHead(404).end();
      return;
    }
    state.requests += 1;
    const form = await readForm(request);
    if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    if (state.mode === "silent") {
      held.push(response);
      return;
    }
    if (state.mode === "down") {
      response
        .writeHead(502, { "content-type": "text/html" })
        .end("<html><body>502 Bad Gateway</body></html>");
      return;
    }
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    const to = form.get("to") ?? "";
    const text = form.get("text") ?? "";
    const valid = NATIONAL_MOBILE.test(to) && !state.invalidNumbers.has(to);
    if (provider === "sparrow") {
      const refuse = (code: number, message: string) => json(403, { response_code: code, response: message });
      if (!form.get("token") || !form.get("from") || !to || !text)
        return refuse(1000, "A required field is missing");
      if (form.get("token") !== TOKEN.sparrow) return refuse(1002, "Invalid Token");
      if (form.get("from") !== SPARROW_TEST.from) return refuse(1008, "Invalid Sender");
      if (!valid) return refuse(1007, "Invalid Receiver");
      if (state.credit <= 0) return refuse(1012, "No Credits Available");
      state.credit -= 1;
      state.delivered.push({ to, text, from: form.get("from")! });
      return json(200, { count: 1, response_code: 200, response: "1 mesages has been queued for delivery" });
    }
    const refuse = (message: string) => json(200, { error: true, message, data: [] });
    if (!form.get("auth_token")) return refuse("The auth token field is required.");
    if (form.get("auth_token") !== TOKEN.aakash) return refuse("The provided Auth Token is not valid.");
    if (!to) return refuse("The to field is required.");
    if (!text) return refuse("The text field is required.");
    if (valid && state.credit <= 0) return refuse("Not enough balance.");
    if (valid) {
      state.credit -= 1;
      state.delivered.push({ to, text });
    }
    const entry = { mobile: to, text, credit: valid ? 1 : 0, network: valid ? "ntc" : "N/A" };
    return json(200, {
      error: false,
      message: `${valid ? 1 : 0} messages has been queued for delivery.`,
      data: {
        valid: valid ? [{ id: state.requests, ...entry, status: "queued" }] : [],
        invalid: valid ? [] : [{ ...entry, status: "aborted" }],
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const standIn = state as SmsProviderStandIn;
  standIn.url = `http://127.0.0.1:${port}${path}`;
  standIn.close = () =>
    new Promise<void>((resolve) => {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
}

/** The settings of a store that sends through the stand-in. */
export function providerSettings(
  provider: "sparrow" | "aakash",
  standIn: SmsProviderStandIn,
): Record<string, string> {
  return provider === "sparrow"
    ? {
        SMS_PROVIDER: "sparrow",
        SPARROW_URL: standIn.url,
        SPARROW_TOKEN: SPARROW_TEST.token,
        SPARROW_FROM: SPARROW_TEST.from,
      }
    : { SMS_PROVIDER: "aakash", AAKASH_URL: standIn.url, AAKASH_TOKEN: AAKASH_TEST.token };
}
