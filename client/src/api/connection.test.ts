import { describe, expect, it } from "vitest";
import { RETRY_DELAYS_MS, isConnectionFailure, mayRetry } from "./connection.ts";

describe("which request that got no answer is tried again", () => {
  it("tries a GET or HEAD again a bounded few times", () => {
    const tries = [0, 1, 2, 3].filter((attempt) => mayRetry("GET", attempt, true));
    expect(tries).toEqual([0, 1]);
    expect(RETRY_DELAYS_MS.length).toBe(2);
    expect(mayRetry(undefined, 0, true)).toBe(true);
    expect(mayRetry("head", 0, true)).toBe(true);
  });

  it("never repeats a write, which may have reached the server (an order placed, a payment started)", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "post"])
      expect(mayRetry(method, 0, true)).toBe(false);
  });

  it("does not try again while the browser says it is offline", () => {
    expect(mayRetry("GET", 0, false)).toBe(false);
  });
});

describe("what counts as no connection", () => {
  it("is a fetch that got no answer", () => {
    expect(isConnectionFailure({ status: "FETCH_ERROR", error: "TypeError: Failed to fetch" }, true)).toBe(
      true,
    );
    expect(isConnectionFailure(new TypeError("Failed to fetch"), true)).toBe(true);
  });

  it("is not an answer, nor a timeout while the browser is online", () => {
    expect(isConnectionFailure({ status: 500, data: { code: "server.error" } }, true)).toBe(false);
    expect(isConnectionFailure({ status: "TIMEOUT_ERROR" }, true)).toBe(false);
    expect(isConnectionFailure(undefined, false)).toBe(false);
  });

  it("is any failure without an answer while the browser is offline, but not a refusal that came back", () => {
    expect(isConnectionFailure({ status: "TIMEOUT_ERROR" }, false)).toBe(true);
    expect(isConnectionFailure({ status: 409, data: {} }, false)).toBe(false);
  });
});
