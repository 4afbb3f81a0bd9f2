// Requests for one documented operation, as fast-check arbitraries: who sends it (a guest, a customer, staff, an
// admin, or someone with a forged or broken credential), its path and query parameters, its headers and its body,
// each valid, on a boundary or hostile. The address is percent-encoded by hand, byte by byte, so that what an
// outsider can put on the wire (a lone surrogate's bytes, a stray %) reaches the store as sent.
import fc from "fast-check";
import type { JsonSchema, OpenApiOperation } from "../support/documented-answers.ts";
import {
  boundaryValue,
  HOSTILE_STRINGS,
  hostileJson,
  mutatedValue,
  validValue,
  type KnownValues,
} from "./schema-values.ts";

export interface Identity {
  name: "guest" | "customer" | "staff" | "admin";
  headers: Record<string, string>;
}

export interface FuzzRequest {
  identity: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  /** Text, or bytes for a multipart upload. */
  body?: string | Buffer;
}

/** UTF-8 bytes of each code point, and of a lone surrogate as if it were one (what a careless encoder sends). */
export function percentEncoded(text: string): string {
  let out = "";
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    const pair = unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff;
    const codePoint = pair ? 0x10000 + ((unit - 0xd800) << 10) + (next - 0xdc00) : unit;
    if (pair) index += 1;
    const char = String.fromCodePoint(codePoint);
    if (/^[A-Za-z0-9\-._~]$/.test(char)) {
      out += char;
      continue;
    }
    const bytes =
      codePoint < 0x80
        ? [codePoint]
        : codePoint < 0x800
          ? [0xc0 | (codePoint >> 6), 0x80 | (codePoint & 63)]
          : codePoint < 0x10000
            ? [0xe0 | (codePoint >> 12), 0x80 | ((codePoint >> 6) & 63), 0x80 | (codePoint & 63)]
            : [
                0xf0 | (codePoint >> 18),
                0x80 | ((codePoint >> 12) & 63),
                0x80 | ((codePoint >> 6) & 63),
                0x80 | (codePoint & 63),
              ];
    out += bytes.map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join("");
  }
  return out;
}

/** Raw pieces an outsider may write into an address unencoded. */
const RAW_ADDRESS_PIECES = [
  "..",
  ".",
  "%",
  "%zz",
  "%2e%2e",
  "%2F",
  "%FF",
  "%ED%A0%80",
  "%C0%AF",
  "a%00b",
  "+",
];

function textFor(value: unknown): string {
  return typeof value === "string" ? value : (JSON.stringify(value) ?? "");
}

/**
 * How a request is made: `valid` keeps every part to its schema (and to the store's real ids), so it reaches the
 * rules behind validation; `hostile` lets any part be a boundary, hostile or malformed value.
 */
export type RequestMode = "valid" | "hostile";

/** A parameter's value as written in the address. */
function parameterText(
  schema: unknown,
  name: string,
  known: KnownValues,
  mode: RequestMode,
): fc.Arbitrary<string> {
  const valid = validValue(schema, name, known).map((value) => percentEncoded(textFor(value)));
  if (mode === "valid") return valid;
  return fc.oneof(
    { weight: 6, arbitrary: valid },
    {
      weight: 2,
      arbitrary: boundaryValue(schema, name, known).map((value) => percentEncoded(textFor(value))),
    },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS).map(percentEncoded) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_ADDRESS_PIECES) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 30 }).map(percentEncoded) },
  );
}

function pathFor(operation: OpenApiOperation, known: KnownValues, mode: RequestMode): fc.Arbitrary<string> {
  const placeholders = operation.path.match(/\{[^}]+\}/g) ?? [];
  const values = placeholders.map((placeholder) => {
    const name = placeholder.slice(1, -1);
    const parameter = operation.parameters.find((item) => item.in === "path" && item.name === name);
    // One name can mean different things by address (`/products/{id}`, `/customers/{id}`): real values given
    // for "<segment before it>.<name>" (e.g. "customers.id") are used there instead of those for the name alone.
    const segment = operation.path.split(placeholder)[0]!.split("/").filter(Boolean).at(-1);
    const specific = `${segment}.${name}`;
    return parameterText(
      parameter?.schema ?? { type: "string" },
      specific in known ? specific : name,
      known,
      mode,
    );
  });
  return fc
    .tuple(...values)
    .map((texts) =>
      placeholders.reduce(
        (path, placeholder, index) => path.replace(placeholder, texts[index]!),
        operation.path,
      ),
    );
}

function queryFor(operation: OpenApiOperation, known: KnownValues, mode: RequestMode): fc.Arbitrary<string> {
  const parameters = operation.parameters.filter((parameter) => parameter.in === "query");
  const pairs = parameters.map((parameter) =>
    fc.option(
      parameterText(parameter.schema, parameter.name, known, mode).map((text) => `${parameter.name}=${text}`),
      // A required parameter is left out now and then when hostile: the store must say which one is missing.
      { freq: parameter.required ? (mode === "valid" ? 1_000_000 : 12) : 2, nil: undefined },
    ),
  );
  const extra =
    mode === "valid"
      ? fc.constant(undefined)
      : fc.option(
          fc.oneof(
            fc.constantFrom("unknown=1", "page=1&page=2", "__proto__=1", "a[b]=c", "=", "&&", "limit[]=1"),
            parameters.length > 0
              ? fc.constantFrom(...parameters.map((parameter) => `${parameter.name}=1&${parameter.name}=2`))
              : fc.constant("x=y"),
          ),
          { freq: 6, nil: undefined },
        );
  return fc.tuple(fc.tuple(...pairs), extra).map(([chosen, more]) => {
    const parts = [...chosen, more].filter((part): part is string => part !== undefined);
    return parts.length > 0 ? `?${parts.join("&")}` : "";
  });
}

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=fuzz",
  "application/xml",
];

/** Where the known values keep the variant ids of one product: `variantsOf(productId)`. */
export const variantsOf = (productId: string) => `variantId of ${productId}`;
/** Where the known values keep the subcategory slugs of one category: `subcategoriesOf(categorySlug)`. */
export const subcategoriesOf = (category: string) => `subcategories of ${category}`;

/**
 * A well-formed value whose lines (a cart add, an order's items) name a product and a variant names a real
 * variant of that same product, as the product page sends it; the variant is picked by the generated id, so the
 * same value always maps the same way.
 */
export function withRealVariants(value: unknown, known: KnownValues): unknown {
  if (Array.isArray(value)) return value.map((item) => withRealVariants(item, known));
  if (typeof value !== "object" || value === null) return value;
  const object: Record<string, unknown> = Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, withRealVariants(inner, known)]),
  );
  // A product's subcategory is one of its category's, as the admin's form offers them.
  const subcategories =
    typeof object.category === "string" ? known[subcategoriesOf(object.category)] : undefined;
  if (typeof object.subcategory === "string" && subcategories && subcategories.length > 0) {
    const pick = [...object.subcategory].reduce((sum, character) => sum + character.charCodeAt(0), 0);
    object.subcategory = subcategories[pick % subcategories.length];
  }
  const variants = typeof object.productId === "string" ? known[variantsOf(object.productId)] : undefined;
  if (typeof object.variantId === "string" && variants && variants.length > 0) {
    const pick = [...object.variantId].reduce((sum, character) => sum + character.charCodeAt(0), 0);
    object.variantId = variants[pick % variants.length];
  }
  return object;
}

/** The body: valid, boundary or mutated JSON, or text that is not the JSON the operation reads at all. */
function bodyFor(
  operation: OpenApiOperation,
  known: KnownValues,
  mode: RequestMode,
): fc.Arbitrary<{ body?: string | Buffer; type?: string }> {
  const json = (value: fc.Arbitrary<unknown>) =>
    value.map((inner) => ({ body: JSON.stringify(inner) ?? "null", type: "application/json" }));
  if (operation.csv) return csvBodyFor(known, mode);
  if (operation.form) return formBodyFor(operation.form, known, mode);
  if (operation.multipart) {
    const multipart = multipartBodyFor(operation.multipart, known, mode);
    if (mode === "valid") return multipart;
    // A JSON or text body where multipart is expected is hostile too.
    return fc.oneof(
      { weight: 6, arbitrary: multipart },
      { weight: 1, arbitrary: json(hostileJson) },
      { weight: 1, arbitrary: fc.constant({}) },
    );
  }
  const wellFormed = (schema: unknown) =>
    json(validValue(schema, "body", known).map((value) => withRealVariants(value, known)));
  if (mode === "valid") return operation.body ? wellFormed(operation.body) : fc.constant({});
  const garbage = fc.oneof(
    fc.constantFrom(
      "",
      "{",
      "}",
      "[",
      "null",
      "1",
      '"x"',
      "[]",
      "{}",
      "{'a':1}",
      '{"a":1,}',
      "\ufeff{}",
      "NaN",
    ),
    fc.string({ unit: "binary", maxLength: 200 }),
    fc.constant(`${"[".repeat(5000)}${"]".repeat(5000)}`),
  );
  const raw = fc.tuple(garbage, fc.constantFrom(...CONTENT_TYPES)).map(([body, type]) => ({ body, type }));
  if (!operation.body) {
    return fc.oneof(
      { weight: 8, arbitrary: fc.constant({}) },
      { weight: 1, arbitrary: json(hostileJson) },
      { weight: 1, arbitrary: raw },
    );
  }
  const schema = operation.body;
  return fc.oneof(
    { weight: 5, arbitrary: wellFormed(schema) },
    { weight: 5, arbitrary: json(mutatedValue(schema, "body", known)) },
    { weight: 1, arbitrary: json(hostileJson) },
    { weight: 1, arbitrary: raw },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

/**
 * A form body (application/x-www-form-urlencoded: the Google callback, posted by Google's page). Valid: every
 * field to its schema, encoded as a browser encodes a form. Hostile: fields mutated (their text as a form would
 * carry it), repeated, or a body that is no form (JSON, garbage, other content types).
 */
function formBodyFor(
  schema: JsonSchema,
  known: KnownValues,
  mode: RequestMode,
): fc.Arbitrary<{ body?: string; type?: string }> {
  const encoded = (value: unknown) => {
    const fields = new URLSearchParams();
    if (value && typeof value === "object" && !Array.isArray(value)) {
      for (const [name, inner] of Object.entries(value)) {
        if (inner === undefined) continue;
        fields.append(name, typeof inner === "string" ? inner : JSON.stringify(inner));
      }
    }
    return { body: fields.toString(), type: "application/x-www-form-urlencoded" };
  };
  const valid = validValue(schema, "body", known).map(encoded);
  if (mode === "valid") return valid;
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 4, arbitrary: mutatedValue(schema, "body", known).map(encoded) },
    { weight: 1, arbitrary: valid.map(({ body, type }) => ({ body: `${body}&${body}`, type })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom("%", "%zz", "=", "&&", "state=%ED%A0%80", "id_token=%00", "x".repeat(20_000))
        .map((body) => ({ body, type: "application/x-www-form-urlencoded" })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.jsonValue(), fc.constantFrom(...CONTENT_TYPES))
        .map(([value, type]) => ({ body: JSON.stringify(value) ?? "null", type })),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

/** The products' CSV columns, in the export's order (shared/src/admin/products.ts PRODUCT_CSV_COLUMNS). */
const CSV_HEADER =
  "productSlug,name,brand,category,subcategory,sku,color,memory,storage,size,price,discountedPrice,stock,status";

const csvField = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/**
 * A CSV body for the products' import. Valid: the store's own export (known.csv), a slice of it, or rows that
 * make new products and variants from known brands, categories and subcategories. Hostile: a row of hostile text
 * in every cell, formula cells, a broken quote, a bare quote, ragged rows, an unknown or missing column, columns
 * for counted fields, a BOM, a huge field, binary bytes, and JSON or form bodies where CSV is expected.
 */
function csvBodyFor(known: KnownValues, mode: RequestMode): fc.Arbitrary<{ body?: string; type?: string }> {
  const typed = (body: string, type = "text/csv") => ({ body, type });
  const exported = known.csv?.[0] ?? `${CSV_HEADER}\r\n`;
  const lines = exported.split("\r\n").filter((line) => line !== "");
  const pick = (name: string, fallback: string) => fc.constantFrom(...(known[name] ?? [fallback]));
  const newRow = fc
    .tuple(
      fc.stringMatching(/^[a-z0-9]{1,12}$/),
      fc.stringMatching(/^[A-Z0-9]{1,10}$/),
      pick("brand", "samsung"),
      pick("csvCategory", "electronics/smartphone"),
      fc.integer({ min: 0, max: 200_000 }),
      fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: null }),
      fc.integer({ min: 0, max: 500 }),
      fc.constantFrom("", "Red", "Blue"),
      fc.constantFrom("active", "archived", ""),
    )
    .map(([slug, sku, brand, place, price, discounted, stock, color, status]) => {
      const [category, subcategory] = place.split("/");
      return [
        `fuzz-${slug}`,
        `Fuzz ${slug}`,
        brand,
        category,
        subcategory,
        `FUZZ-${sku}`,
        color,
        "",
        "",
        "",
        price,
        discounted ?? "",
        stock,
        status,
      ].join(",");
    });
  const valid = fc.oneof(
    fc.constant(typed(exported)),
    fc
      .integer({ min: 1, max: Math.max(1, lines.length - 1) })
      .map((n) => typed([lines[0], ...lines.slice(n, n + 3)].join("\r\n"))),
    fc.array(newRow, { minLength: 1, maxLength: 4 }).map((rows) => typed([CSV_HEADER, ...rows].join("\r\n"))),
  );
  if (mode === "valid") return valid;
  const hostileCell = fc.constantFrom(
    ...HOSTILE_STRINGS,
    "=cmd|' /C calc'!A0",
    "+1",
    "-1",
    "@SUM(A1)",
    "\t=1",
  );
  const hostileRow = fc
    .array(hostileCell, { minLength: 14, maxLength: 14 })
    .map((cells) => typed(`${CSV_HEADER}\r\n${cells.map(csvField).join(",")}\r\n`));
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 3, arbitrary: hostileRow },
    {
      weight: 3,
      arbitrary: fc
        .constantFrom(
          "",
          "\r\n",
          `${CSV_HEADER}\r\n"unclosed,1,2`,
          `${CSV_HEADER}\r\nab"c,1`,
          `${CSV_HEADER}\r\n"a"b,1`,
          `${CSV_HEADER}\r\na,b`,
          `${CSV_HEADER},role,soldCount\r\n`,
          "productSlug,name\r\nx,y",
          `${CSV_HEADER},${CSV_HEADER}`,
          `\ufeff${CSV_HEADER}\r\n`,
          `${CSV_HEADER}\r\n${",".repeat(5000)}`,
          `${CSV_HEADER}\r\n"${"x".repeat(100_000)}"`,
          `${CSV_HEADER}\n${lines[1] ?? ""}\n${lines[1] ?? ""}`,
        )
        .map((body) => typed(body)),
    },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 300 }).map((body) => typed(body)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(exported, "{}", '{"rows":[]}'), fc.constantFrom(...CONTENT_TYPES))
        .map(([body, type]) => typed(body, type)),
    },
  );
}

const BOUNDARY = "fuzz-boundary-5e0c1f";

interface FormPart {
  name: string;
  filename?: string;
  type?: string;
  content: Buffer;
}

function formData(parts: FormPart[], boundary = BOUNDARY): Buffer {
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
        (part.filename !== undefined ? `; filename="${part.filename}"` : "") +
        (part.type ? `\r\nContent-Type: ${part.type}` : "") +
        "\r\n\r\n",
      "latin1",
    ),
    part.content,
    Buffer.from("\r\n"),
  ]);
  return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
}

/**
 * A multipart body for an upload: its file fields (format binary) hold a known file when valid (known[name]:
 * base64, real images), and when hostile a file that is not what it claims, a hostile name, a missing or doubled
 * field, a stray one, or a body cut short or under another boundary.
 */
function multipartBodyFor(
  schema: JsonSchema,
  known: KnownValues,
  mode: RequestMode,
): fc.Arbitrary<{ body?: Buffer; type?: string }> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const fileFields = Object.keys(properties).filter((name) => properties[name]?.format === "binary");
  const knownFile = (name: string) =>
    fc.constantFrom(...(known[name] ?? [""])).map((base64) => Buffer.from(base64, "base64"));
  const validParts = fc.tuple(
    ...fileFields.map((name) =>
      knownFile(name).map((content): FormPart => ({
        name,
        filename: `${name}.bin`,
        type: "image/png",
        content,
      })),
    ),
  );
  const typed = (body: Buffer, boundary = BOUNDARY) => ({
    body,
    type: `multipart/form-data; boundary=${boundary}`,
  });
  if (mode === "valid") return validParts.map((parts) => typed(formData(parts)));
  const hostileContent = fc.oneof(
    fc.constantFrom(...HOSTILE_STRINGS).map((text) => Buffer.from(text)),
    fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
    fileFields.length > 0
      ? knownFile(fileFields[0]!).chain((file) =>
          fc.oneof(
            fc.constant(file.subarray(0, file.length >> 1)),
            fc.constant(Buffer.concat([file, Buffer.from("<script>alert(1)</script>")])),
            fc.constant(Buffer.concat([Buffer.from("GIF89a"), file])),
          ),
        )
      : fc.constant(Buffer.alloc(0)),
  );
  const hostileName = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.constant("../../etc/passwd.png"));
  const name = fileFields[0] ?? "file";
  return fc.oneof(
    validParts.map((parts) => typed(formData(parts))),
    fc
      .tuple(hostileContent, hostileName)
      .map(([content, filename]) =>
        typed(formData([{ name, filename: filename.replaceAll('"', ""), type: "image/png", content }])),
      ),
    validParts.map((parts) => typed(formData([...parts, ...parts]))),
    validParts.map((parts) => typed(formData([...parts, { name: "extra", content: Buffer.from("1") }]))),
    validParts.map((parts) => typed(formData(parts.map((part) => ({ ...part, name: "other" }))))),
    fc.constant(typed(formData([]))),
    validParts.map((parts) => typed(formData(parts).subarray(0, 120))),
    validParts.map((parts) => typed(formData(parts), "another-boundary")),
  );
}

/** Credentials an outsider may try: none, malformed, forged, or another store's. */
const BROKEN_CREDENTIALS: Record<string, string>[] = [
  { authorization: "Bearer" },
  { authorization: "Bearer " },
  { authorization: "Bearer not.a.jwt" },
  { authorization: "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwicm9sZSI6ImFkbWluIn0." },
  { authorization: "Basic YWRtaW46YWRtaW4=" },
  { authorization: `Bearer ${"a".repeat(5000)}` },
  { "x-session-id": "short" },
  { "x-session-id": "has spaces in it" },
  { "x-session-id": "x".repeat(200) },
  { "x-session-id": "../../etc/passwd" },
];

/** A request to `operation`, well-formed or hostile, from one of `identities` or with a broken credential. */
export function requestFor(
  operation: OpenApiOperation,
  identities: Identity[],
  known: KnownValues,
  forgedToken: string,
): fc.Arbitrary<FuzzRequest> {
  const member = fc
    .constantFrom(...identities)
    .map((identity) => ({ name: identity.name as string, headers: identity.headers }));
  const broken = fc
    .constantFrom(...BROKEN_CREDENTIALS, { authorization: `Bearer ${forgedToken}` })
    .map((headers) => ({ name: "broken credential", headers }));
  const made = (mode: RequestMode) =>
    fc.tuple(
      mode === "valid"
        ? member
        : fc.oneof({ weight: 4, arbitrary: member }, { weight: 1, arbitrary: broken }),
      pathFor(operation, known, mode),
      queryFor(operation, known, mode),
      bodyFor(operation, known, mode),
    );
  return fc
    .oneof({ weight: 2, arbitrary: made("valid") }, { weight: 3, arbitrary: made("hostile") })
    .map(([who, path, query, { body, type }]) => ({
      identity: who.name,
      method: operation.method,
      path: `${path}${query}`,
      headers: { ...who.headers, ...(type ? { "content-type": type } : {}) },
      ...(body !== undefined ? { body } : {}),
    }));
}
