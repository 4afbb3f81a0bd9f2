import { describe, expect, it } from "vitest";
import { faultyTextInAddress, faultyTextInBody, textFault } from "./well-formed-text.ts";

describe("text no database can store", () => {
  it("finds a NUL and a lone surrogate, and lets paired surrogates and every other character through", () => {
    expect(textFault("a\u0000b")).toBe("nul");
    expect(textFault("\ud800")).toBe("ill-formed");
    expect(textFault("x\udc00")).toBe("ill-formed");
    expect(textFault("\udc00\ud800")).toBe("ill-formed");
    expect(textFault("😀 नमस्ते ü \uffff")).toBeUndefined();
    expect(textFault("\ud83d\ude00")).toBeUndefined();
  });

  it("names the body field that holds it, keys and nested arrays included", () => {
    expect(faultyTextInBody({ productId: "\ud800" })).toEqual({ field: "productId", fault: "ill-formed" });
    expect(faultyTextInBody({ items: [{ color: "Bl\u0000ack" }] })).toEqual({
      field: "items.0.color",
      fault: "nul",
    });
    expect(faultyTextInBody({ "k\udfff": 1 })).toEqual({ field: "k\udfff", fault: "ill-formed" });
    expect(faultyTextInBody("\ud800")).toEqual({ field: "body", fault: "ill-formed" });
    expect(faultyTextInBody({ name: "Sita", n: 1, ok: true, none: null })).toBeUndefined();
  });

  it("walks a body nested far deeper than the call stack", () => {
    let deep: unknown = "\ud800";
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(faultyTextInBody(deep)?.fault).toBe("ill-formed");
  });

  it("refuses percent-escapes that are not UTF-8 in the path or the query, and a NUL however written", () => {
    expect(faultyTextInAddress("/api/products?search=%ED%A0%80")).toEqual({
      field: "query",
      fault: "ill-formed",
    });
    expect(faultyTextInAddress("/api/products?search=%FF")).toEqual({ field: "query", fault: "ill-formed" });
    expect(faultyTextInAddress("/api/products?search=%E0%A4")).toEqual({
      field: "query",
      fault: "ill-formed",
    });
    expect(faultyTextInAddress("/api/x/%C0%AF")).toEqual({ field: "path", fault: "ill-formed" });
    expect(faultyTextInAddress("/api/products?brand=a%00b")).toEqual({ field: "query", fault: "nul" });
    expect(faultyTextInAddress("/api/orders/ORD%00")).toEqual({ field: "path", fault: "nul" });
  });

  it("accepts UTF-8 escapes, plus signs and a lone % that starts no escape", () => {
    for (const url of [
      "/api/products?search=%E0%A4%A8%E0%A5%87%E0%A4%AA%E0%A4%BE%E0%A4%B2",
      "/api/products?search=%F0%9F%98%80+phone",
      "/api/products?search=100%",
      "/api/products?search=50%off",
      "/api/products/electronics/iphone-15",
    ]) {
      expect(faultyTextInAddress(url), url).toBeUndefined();
    }
  });
});
