// The merchant's key and certificate for connectIPS: NCHL registers the certificate of a PFX (PKCS#12) and the
// merchant signs every TOKEN with its key. With CONNECTIPS_PFX_PATH the store reads that PFX, in every mode (the
// emulator then trusts its certificate). Without it, offline, the store makes its own key pair and self-signed
// certificate on first start and keeps them as a PFX where jwt-secret.ts keeps the installation's secret: a file
// in the data folder with SQLite, a row of the database with PostgreSQL, so every replica signs with one key.
// Node's crypto cannot read PKCS#12, and NCHL's PFX files use the legacy ciphers OpenSSL 3 refuses by default:
// node-forge reads and writes them.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import forge from "node-forge";
import type { AppConfig } from "../../../../config.ts";
import { dataFolder } from "../../../../config.ts";
import type { Database } from "../../../../db/client.ts";
import { dialectOfUrl } from "../../../../db/dialect.ts";
import { findOrCreate } from "../../../../db/errors.ts";

export interface MerchantKey {
  /** Signs every TOKEN (SHA256withRSA). */
  privateKey: crypto.KeyObject;
  /** The certificate NCHL (or the emulator) verifies TOKENs with, PEM. */
  certificatePem: string;
}

/** The file, beside the SQLite database, of the PFX the store made for itself. */
export const OWN_PFX_FILE_NAME = "connectips-merchant.pfx";
/** The InstallationSecret row (base64) of the PFX the store made for itself, with PostgreSQL. */
export const OWN_PFX_SECRET_NAME = "connectips-pfx";
/** The store's own PFX carries no password: it never leaves the data folder or the database. */
const OWN_PFX_PASSWORD = "";
const CERTIFICATE_YEARS = 10;

/** The PFX could not be read: a wrong password, not a PKCS#12 file, no RSA key, no certificate for the key. */
export class UnreadablePfx extends Error {}

/** The key and the certificate (the one whose public key is the key's) of a PKCS#12 file. */
export function readPfx(pfx: Buffer, password: string): MerchantKey {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(pfx.toString("binary")), false, password);
  } catch (error) {
    throw new UnreadablePfx(
      `not a PKCS#12 file, or the wrong password (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const bagsOf = (bagType: string) => p12.getBags({ bagType })[bagType] ?? [];
  const keyBag = [...bagsOf(forge.pki.oids.pkcs8ShroudedKeyBag!), ...bagsOf(forge.pki.oids.keyBag!)].find(
    (bag) => bag.key,
  );
  if (!keyBag?.key) throw new UnreadablePfx("it holds no RSA private key");
  const privateKey = crypto.createPrivateKey(forge.pki.privateKeyToPem(keyBag.key));
  const publicPem = crypto.createPublicKey(privateKey).export({ type: "spki", format: "pem" }).toString();
  const certificate = bagsOf(forge.pki.oids.certBag!)
    .map((bag) => bag.cert)
    .find(
      (cert) =>
        cert &&
        crypto
          .createPublicKey(forge.pki.publicKeyToPem(cert.publicKey))
          .export({ type: "spki", format: "pem" })
          .toString() === publicPem,
    );
  if (!certificate) throw new UnreadablePfx("it holds no certificate for its key");
  return { privateKey, certificatePem: forge.pki.certificateToPem(certificate) };
}

/** A new RSA key and a self-signed certificate for it, as a PKCS#12 file protected by `password`. */
export function newMerchantPfx(commonName: string, password = OWN_PFX_PASSWORD, now = new Date()): Buffer {
  // node:crypto makes the key (forge's pure-JS key generation takes seconds); forge writes the certificate.
  const { privateKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: "pkcs1", format: "pem" }).toString());
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  certificate.serialNumber = `01${crypto.randomBytes(15).toString("hex")}`;
  certificate.validity.notBefore = now;
  certificate.validity.notAfter = new Date(now);
  certificate.validity.notAfter.setFullYear(now.getFullYear() + CERTIFICATE_YEARS);
  const name = [
    { name: "commonName", value: commonName },
    { name: "organizationName", value: "Nepal Store (offline connectIPS merchant)" },
    { name: "countryName", value: "NP" },
  ];
  certificate.setSubject(name);
  certificate.setIssuer(name);
  certificate.sign(key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [certificate], password, { algorithm: "3des" });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), "binary");
}

function readOwnPfx(file: string): Buffer | null {
  try {
    return fs.readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** The data folder's own PFX, made (readable by the owner only) on first start; two processes share one. */
export function ownPfxFile(folder: string, commonName: string): Buffer {
  const file = path.join(folder, OWN_PFX_FILE_NAME);
  const existing = readOwnPfx(file);
  if (existing) return existing;
  fs.mkdirSync(folder, { recursive: true });
  const pfx = newMerchantPfx(commonName);
  try {
    // "wx": when two processes start at once, exactly one writes and the other reads what it wrote.
    fs.writeFileSync(file, pfx, { mode: 0o600, flag: "wx" });
    return pfx;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return readOwnPfx(file)!;
  }
}

/** The database's own PFX, made by the first replica to need it: a losing insert reads the winner's. */
export async function ownPfxRow(db: Database, commonName: string): Promise<Buffer> {
  const where = { name: OWN_PFX_SECRET_NAME };
  const row = await findOrCreate(
    () => db.installationSecret.findUnique({ where }),
    () =>
      db.installationSecret.create({
        data: { ...where, value: newMerchantPfx(commonName).toString("base64") },
      }),
  );
  return Buffer.from(row.value, "base64");
}

/**
 * The key the store signs with: the configured PFX, else (offline) its own. A configured PFX that cannot be
 * read throws an Error naming CONNECTIPS_PFX_PATH, which stops the store at start-up (main.ts).
 */
export async function loadMerchantKey(config: AppConfig, db: Database): Promise<MerchantKey> {
  const { pfxPath, pfxPassword, mode, merchantId, appId } = config.connectips;
  if (pfxPath) {
    let pfx: Buffer;
    try {
      pfx = fs.readFileSync(pfxPath);
    } catch (error) {
      throw new Error(
        `CONNECTIPS_PFX_PATH: cannot read ${pfxPath} (${(error as NodeJS.ErrnoException).code ?? error})`,
      );
    }
    try {
      return readPfx(pfx, pfxPassword);
    } catch (error) {
      if (!(error instanceof UnreadablePfx)) throw error;
      throw new Error(
        `CONNECTIPS_PFX_PATH: ${pfxPath} is not a usable PFX: ${error.message} (check CONNECTIPS_PFX_PASSWORD)`,
      );
    }
  }
  if (mode !== "emulator")
    throw new Error(
      `CONNECTIPS_PFX_PATH: the merchant's PFX registered with NCHL is required with CONNECTIPS_MODE=${mode}`,
    );
  const commonName = `${appId} (merchant ${merchantId})`;
  const pfx =
    dialectOfUrl(config.databaseUrl) === "postgresql"
      ? await ownPfxRow(db, commonName)
      : ownPfxFile(dataFolder(config.databaseUrl), commonName);
  return readPfx(pfx, OWN_PFX_PASSWORD);
}

const loaded = new WeakMap<Database, Map<string, Promise<MerchantKey>>>();

/** The merchant key for this store, read once per database and setting (a failed read is tried again). */
export function merchantKey(config: AppConfig, db: Database): Promise<MerchantKey> {
  const byDatabase = loaded.get(db) ?? new Map<string, Promise<MerchantKey>>();
  loaded.set(db, byDatabase);
  const setting = `${config.connectips.pfxPath ?? ""}\u0000${config.databaseUrl}`;
  let key = byDatabase.get(setting);
  if (!key) {
    key = loadMerchantKey(config, db);
    key.catch(() => byDatabase.delete(setting));
    byDatabase.set(setting, key);
  }
  return key;
}
