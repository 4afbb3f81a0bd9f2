import { describe, expect, it, vi } from "vitest";
import type { BaseQueryApi, FetchArgs } from "@reduxjs/toolkit/query";
import { errorCode } from "./error-code.ts";
import { baseQuery, signInAgainPath } from "./base-api.ts";

describe("reading a failed call", () => {
  const failure = {
    status: 409,
    data: { success: false, code: "stock.insufficient", message: "Only 2 left" },
  };

  it("reads the server's code when it is one of the registry", () => {
    expect(errorCode(failure)).toBe("stock.insufficient");
    expect(errorCode({ status: 500, data: { code: "no.such.code" } })).toBeUndefined();
    expect(errorCode(undefined)).toBeUndefined();
  });
});

describe("a sign-in that has run out", () => {
  it("sends the shopper to the login page, which brings them back to the page they were on", () => {
    expect(signInAgainPath({ pathname: "/orders", search: "?tab=shipped" })).toBe(
      "/login?next=%2Forders%3Ftab%3Dshipped",
    );
    expect(signInAgainPath({ pathname: "/profile", search: "" })).toBe("/login?next=%2Fprofile");
  });

  it("stays on the pages where a 401 is part of the flow", () => {
    expect(signInAgainPath({ pathname: "/checkout/confirmation", search: "" })).toBeNull();
    expect(signInAgainPath({ pathname: "/login", search: "?next=%2Forders" })).toBeNull();
  });
});

describe("a request on a dropped link", () => {
  const signedOut = () => ({ type: "auth/signedOut" });
  /** Calls the store's base query as RTK Query would, with a fetch that fails `drops` times before answering. */
  async function call(args: string | FetchArgs, drops: number) {
    const requests: string[] = [];
    const fetchFn = vi.fn(async (request: Request) => {
      requests.push(request.method);
      if (requests.length <= drops) throw new TypeError("Failed to fetch");
      return new Response(JSON.stringify({ success: true, data: {} }), {
        headers: { "content-type": "application/json" },
      });
    });
    const transport = {
      baseUrl: "http://store.test/api",
      fetchFn: fetchFn as unknown as typeof fetch,
      server: true,
    };
    const api = {
      signal: new AbortController().signal,
      abort: () => {},
      dispatch: vi.fn(),
      getState: () => ({ auth: { token: null } }),
      extra: { transport, signedOut },
      endpoint: "test",
      type: typeof args === "string" || !args.method || args.method === "GET" ? "query" : "mutation",
    } as unknown as BaseQueryApi;
    const result = await baseQuery(args, api, {});
    return { result, requests };
  }

  it("tries a GET again until it is answered", async () => {
    const { result, requests } = await call("/products", 2);
    expect(result.error).toBeUndefined();
    expect(requests).toEqual(["GET", "GET", "GET"]);
  });

  it("gives up on a GET after three tries", async () => {
    const { result, requests } = await call("/products", 5);
    expect(result.error?.status).toBe("FETCH_ERROR");
    expect(requests).toHaveLength(3);
  });

  it("never sends a POST twice: the order may have been placed", async () => {
    const { result, requests } = await call({ url: "/orders", method: "POST", body: {} }, 1);
    expect(result.error?.status).toBe("FETCH_ERROR");
    expect(requests).toEqual(["POST"]);
  });
});
