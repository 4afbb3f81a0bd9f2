// connectIPS's TOKEN texts as NCHL's documentation prints them, their SHA256withRSA signature checked with the
// certificate, and the merchant's PFX: read, made on first start, kept, refused when it cannot be read.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import forge from "node-forge";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../../config.ts";
import type { Database } from "../../../../db/client.ts";
import {
  loadMerchantKey,
  newMerchantPfx,
  OWN_PFX_FILE_NAME,
  ownPfxFile,
  readPfx,
  UnreadablePfx,
} from "./merchant-key.ts";
import { connectipsDate, paymentTokenText, signToken, validationTokenText, verifyToken } from "./token.ts";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "connectips-key-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** A PFX as a merchant's tools write one (OpenSSL's defaults before 3.0: RC2-40 for the certificate). */
function pfxWith(password: string, options: { algorithm?: "3des" | "aes256" } = {}) {
  const { privateKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 1024 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: "pkcs1", format: "pem" }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  cert.serialNumber = "01";
  cert.validity.notBefore = new Date("2024-01-01T00:00:00Z");
  cert.validity.notAfter = new Date("2034-01-01T00:00:00Z");
  cert.setSubject([{ name: "commonName", value: "CREDITOR" }]);
  cert.setIssuer([{ name: "commonName", value: "CREDITOR" }]);
  cert.sign(key, forge.md.sha256.create());
  const der = forge.asn1.toDer(forge.pkcs12.toPkcs12Asn1(key, [cert], password, options)).getBytes();
  return { pfx: Buffer.from(der, "binary"), privateKey, certificatePem: forge.pki.certificateToPem(cert) };
}

describe("connectIPS TOKEN texts", () => {
  it("writes the login page's text as NCHL's example, every field in order, ending TOKEN=TOKEN", () => {
    // The example of a public integration for NCHL's UAT merchant 303.
    expect(
      paymentTokenText({
        MERCHANTID: "303",
        APPID: "MER-303-APP-1",
        APPNAME: "Trishakti",
        TXNID: "8024",
        TXNDATE: "04-02-2021",
        TXNCRNCY: "NPR",
        TXNAMT: "2000",
        REFERENCEID: "1.2.4",
        REMARKS: "123455",
        PARTICULARS: "12345",
      }),
    ).toBe(
      "MERCHANTID=303,APPID=MER-303-APP-1,APPNAME=Trishakti,TXNID=8024,TXNDATE=04-02-2021,TXNCRNCY=NPR," +
        "TXNAMT=2000,REFERENCEID=1.2.4,REMARKS=123455,PARTICULARS=12345,TOKEN=TOKEN",
    );
  });

  it("writes validatetxn's text as NCHL's documentation (4. Payment Validation)", () => {
    expect(
      validationTokenText({ merchantId: 550, appId: "MER-550-APP-1", referenceId: "txn-123", txnAmt: 500 }),
    ).toBe("MERCHANTID=550,APPID=MER-550-APP-1,REFERENCEID=txn-123,TXNAMT=500");
  });

  it("writes TXNDATE as the day in Nepal, DD-MM-YYYY", () => {
    expect(connectipsDate(new Date("2026-11-30T18:14:59Z"))).toBe("30-11-2026");
    // 18:15 UTC is midnight in Nepal (UTC+05:45).
    expect(connectipsDate(new Date("2026-11-30T18:15:00Z"))).toBe("01-12-2026");
  });
});

describe("connectIPS TOKEN signature", () => {
  const merchant = pfxWith("123");
  const text = "MERCHANTID=550,APPID=MER-550-APP-1,REFERENCEID=txn-123,TXNAMT=500";

  it("is base64 SHA256withRSA, which the certificate verifies, and no other text or key", () => {
    const token = signToken(text, merchant.privateKey);
    expect(token).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    // SHA256withRSA is RSASSA-PKCS1-v1_5 over SHA-256: deterministic, so OpenSSL's own signature is the same.
    expect(token).toBe(
      crypto.createSign("RSA-SHA256").update(text).sign(merchant.privateKey).toString("base64"),
    );
    expect(verifyToken(text, token, merchant.certificatePem)).toBe(true);
    expect(verifyToken(text.replace("500", "5000"), token, merchant.certificatePem)).toBe(false);
    expect(verifyToken(text, token, pfxWith("123").certificatePem)).toBe(false);
    expect(verifyToken(text, "not base64!", merchant.certificatePem)).toBe(false);
    expect(verifyToken(text, "", merchant.certificatePem)).toBe(false);
  });

  it("has NCHL's published shape: a 1024-bit key's token is 172 base64 characters, as in the documentation", () => {
    // NCHL's example token (validatetxn, MER-550-APP-1) is 172 characters: 128 bytes, a 1024-bit key's.
    const published =
      "T74OgCzlK1+R0oITlYLTB23gR/4kSeLC1c620+ndvtPEAEg9x9N+fAqQURy0oJG4shGp9tsbaewDp/OuN7dMrief2Ibr9r0zT3THDpHdvws3qvXiZ67J2pZ4OV1AMe0uWQwAppLIUFml+HVqHW7ZBiwZhgE/dCFLlBjIXRGZBvI=";
    expect(signToken(text, merchant.privateKey)).toHaveLength(published.length);
    // Signed by NCHL's test key, not this one: it does not verify with another certificate.
    expect(verifyToken(text, published, merchant.certificatePem)).toBe(false);
  });
});

describe("the merchant's PFX", () => {
  it("reads the key and its certificate, with the PFX's password, whatever its cipher", () => {
    for (const algorithm of ["3des", "aes256"] as const) {
      const merchant = pfxWith("secret", { algorithm });
      const read = readPfx(merchant.pfx, "secret");
      expect(read.certificatePem.replace(/\r/g, "")).toBe(merchant.certificatePem.replace(/\r/g, ""));
      expect(verifyToken("x", signToken("x", read.privateKey), merchant.certificatePem)).toBe(true);
    }
  });

  it("refuses a wrong password and a file that is not PKCS#12", () => {
    const merchant = pfxWith("secret");
    expect(() => readPfx(merchant.pfx, "wrong")).toThrow(UnreadablePfx);
    expect(() => readPfx(Buffer.from("not a pfx"), "")).toThrow(UnreadablePfx);
  });

  it("is made once in the data folder, readable by its owner only, and the same on every later start", () => {
    const data = path.join(folder, "data");
    const first = ownPfxFile(data, "MER-9999-APP-1");
    const file = path.join(data, OWN_PFX_FILE_NAME);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(ownPfxFile(data, "MER-9999-APP-1").equals(first)).toBe(true);
    const key = readPfx(first, "");
    expect(new crypto.X509Certificate(key.certificatePem).subject).toContain("CN=MER-9999-APP-1");
    expect(verifyToken("x", signToken("x", key.privateKey), key.certificatePem)).toBe(true);
  });

  it("makes a 2048-bit self-signed certificate valid for years", () => {
    const now = new Date("2026-11-30T00:00:00Z");
    const key = readPfx(newMerchantPfx("test", "pw", now), "pw");
    const certificate = new crypto.X509Certificate(key.certificatePem);
    expect(certificate.publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(certificate.verify(certificate.publicKey)).toBe(true);
    expect(new Date(certificate.validTo).getFullYear()).toBe(2036);
  });

  const noDatabase = {} as Database;
  const configWith = (environment: Record<string, string>) =>
    loadConfig(
      {
        NODE_ENV: "test",
        DATABASE_URL: `file:${path.join(folder, "store", "store.db")}`,
        ...environment,
      },
      "a test secret that is at least thirty-two characters long",
    );

  it("signs with the configured PFX in every mode", async () => {
    const merchant = pfxWith("123");
    const file = path.join(folder, "CREDITOR.pfx");
    fs.writeFileSync(file, merchant.pfx);
    for (const mode of ["emulator", "uat"]) {
      const key = await loadMerchantKey(
        configWith({ CONNECTIPS_MODE: mode, CONNECTIPS_PFX_PATH: file, CONNECTIPS_PFX_PASSWORD: "123" }),
        noDatabase,
      );
      expect(verifyToken("x", signToken("x", key.privateKey), merchant.certificatePem)).toBe(true);
    }
    expect(fs.existsSync(path.join(folder, "store", OWN_PFX_FILE_NAME))).toBe(false);
  });

  it("refuses to go on, naming CONNECTIPS_PFX_PATH, when the PFX cannot be read", async () => {
    const file = path.join(folder, "locked.pfx");
    fs.writeFileSync(file, pfxWith("123").pfx);
    await expect(
      loadMerchantKey(configWith({ CONNECTIPS_PFX_PATH: path.join(folder, "missing.pfx") }), noDatabase),
    ).rejects.toThrow(/^CONNECTIPS_PFX_PATH: cannot read .*missing\.pfx \(ENOENT\)/);
    await expect(
      loadMerchantKey(
        configWith({ CONNECTIPS_PFX_PATH: file, CONNECTIPS_PFX_PASSWORD: "wrong" }),
        noDatabase,
      ),
    ).rejects.toThrow(/^CONNECTIPS_PFX_PATH: .*locked\.pfx is not a usable PFX.*CONNECTIPS_PFX_PASSWORD/);
    await expect(loadMerchantKey(configWith({ CONNECTIPS_MODE: "uat" }), noDatabase)).rejects.toThrow(
      "CONNECTIPS_PFX_PATH: the merchant's PFX registered with NCHL is required with CONNECTIPS_MODE=uat",
    );
  });

  it("offline with no PFX set, makes the store's own beside the SQLite database", async () => {
    const key = await loadMerchantKey(configWith({}), noDatabase);
    const kept = readPfx(fs.readFileSync(path.join(folder, "store", OWN_PFX_FILE_NAME)), "");
    expect(kept.certificatePem).toBe(key.certificatePem);
  });
});
