import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPOSITORY_ROOT, absoluteDatabaseUrl, loadConfig } from "./config.ts";

const SECRET = "a-secret-that-is-at-least-thirty-two-characters";

describe("loadConfig", () => {
  it("has an offline default for everything but the secret", () => {
    const config = loadConfig({}, SECRET);
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.databaseUrl).toBe(`file:${path.join(REPOSITORY_ROOT, "data", "store.db")}`);
    expect(config.google.mode).toBe("emulator");
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.clientDist).toBe(path.join(REPOSITORY_ROOT, "client", "dist"));
  });

  it("honours PORT, HOST and DATABASE_URL", () => {
    const config = loadConfig({ PORT: "8080", HOST: "127.0.0.1", DATABASE_URL: "file:./tmp/x.db" }, SECRET);
    expect(config.port).toBe(8080);
    expect(config.host).toBe("127.0.0.1");
    expect(config.databaseUrl).toBe(`file:${path.join(REPOSITORY_ROOT, "tmp", "x.db")}`);
    expect(config.publicUrl).toBe("http://localhost:8080");
  });

  it("names every invalid setting", () => {
    expect(() => loadConfig({ PORT: "eighty", JWT_SECRET: "short" })).toThrow(/PORT[\s\S]*JWT_SECRET/);
  });

  it("refuses to start without any secret", () => {
    expect(() => loadConfig({})).toThrow(/JWT_SECRET/);
  });

  it("prefers JWT_SECRET over the installation's fallback", () => {
    expect(loadConfig({ JWT_SECRET: SECRET }, "fallback-that-is-not-used-at-all-ever").jwt.secret).toBe(
      SECRET,
    );
  });
});

describe("absoluteDatabaseUrl", () => {
  it("leaves absolute files, memory and other databases alone", () => {
    expect(absoluteDatabaseUrl("file:/var/lib/store.db")).toBe("file:/var/lib/store.db");
    expect(absoluteDatabaseUrl("file::memory:")).toBe("file::memory:");
    expect(absoluteDatabaseUrl("postgresql://u:p@localhost/store")).toBe("postgresql://u:p@localhost/store");
  });
});
