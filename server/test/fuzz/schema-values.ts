// Values for a JSON schema from the OpenAPI document, as fast-check arbitraries: ones the schema accepts (with the
// store's real ids mixed in, so requests reach past validation), ones on its boundaries, and hostile ones that
// no schema should let through to a query.
import fc from "fast-check";
import type { JsonSchema } from "../support/documented-answers.ts";

/** Real values the store knows, by field or parameter name (product ids, order numbers, emails…). */
export type KnownValues = Record<string, readonly string[]>;

/** Strings that have broken stores: encodings, injection, traversal, sizes, look-alikes. */
export const HOSTILE_STRINGS: readonly string[] = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udc00",
  "\udbff\udbff",
  "\uffff",
  "\ufeff",
  "\u202e",
  "😀",
  "नेपाल",
  "'",
  '"',
  "' OR '1'='1",
  '1; DROP TABLE "Product"; --',
  "%",
  "%00",
  "%ED%A0%80",
  "\\",
  "../../etc/passwd",
  "..%2f..%2f",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "${7*7}",
  "{{7*7}}",
  "__proto__",
  "constructor",
  "null",
  "undefined",
  "NaN",
  "-1",
  "0",
  "1e309",
  "9007199254740993",
  "true",
  "[]",
  "{}",
  "\r\nSet-Cookie: a=b",
  "a".repeat(65),
  "a".repeat(257),
  "x".repeat(5000),
  "ä".repeat(300),
];

/** Any JSON value, including the ones that break assumptions about types and sizes. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    -0,
    0.5,
    1e308,
    -1e308,
    2 ** 53 + 1,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_SAFE_INTEGER,
    [],
    {},
    [null],
    { __proto__: { admin: true } },
    JSON.parse('{"__proto__":{"polluted":true}}'),
    { constructor: { prototype: { polluted: true } } },
  ),
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.jsonValue({ maxDepth: 3 }),
);

const asSchema = (value: unknown): JsonSchema =>
  value && typeof value === "object" ? (value as JsonSchema) : {};

/**
 * Strings the pattern accepts. fast-check cannot build them from a pattern with a lookahead (a password's "at
 * least one digit"): those come from the field's known values, or a few that fit such rules.
 */
function matching(pattern: RegExp, name: string, known: KnownValues): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(pattern);
  } catch {
    const candidates = [...(known[name] ?? []), "Secret123", "Passw0rd!", "Nepal2026Store", "aB3$efgh"];
    const fitting = candidates.filter((candidate) => pattern.test(candidate));
    return fitting.length > 0 ? fc.constantFrom(...fitting) : fc.string();
  }
}

/** A string the schema accepts: a known value of the field when there is one, else one made to fit. */
function stringFor(schema: JsonSchema, name: string, known: KnownValues): fc.Arbitrary<string> {
  const minLength = typeof schema.minLength === "number" ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === "number" ? schema.maxLength : 200;
  const fits = (value: string) => value.length >= minLength && value.length <= maxLength;
  let made: fc.Arbitrary<string>;
  if (typeof schema.pattern === "string") {
    made = matching(new RegExp(schema.pattern), name, known).filter(fits);
  } else if (/email/i.test(name)) {
    // An address of the everyday kind the shop's own check accepts (fast-check's RFC 5322 ones mostly fail it).
    made = fc.stringMatching(/^[a-z][a-z0-9.]{0,14}[a-z0-9]@[a-z]{2,10}\.(com|np|org)$/).filter(fits);
  } else {
    made = fc.string({ minLength, maxLength: Math.min(maxLength, minLength + 40), unit: "grapheme" });
  }
  const real = (known[name] ?? []).filter(fits);
  return real.length > 0 ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...real) }, made) : made;
}

/** A value the schema accepts (the server may still refuse it for what it means: a product out of stock…). */
export function validValue(
  schemaValue: unknown,
  name: string,
  known: KnownValues,
  depth = 0,
): fc.Arbitrary<unknown> {
  const schema = asSchema(schemaValue);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const choices = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (Array.isArray(choices))
    return fc.oneof(...choices.map((choice) => validValue(choice, name, known, depth)));
  const value = valueOfType(schema, name, known, depth);
  return schema.nullable === true ? fc.option(value, { nil: null }) : value;
}

function valueOfType(
  schema: JsonSchema,
  name: string,
  known: KnownValues,
  depth: number,
): fc.Arbitrary<unknown> {
  switch (schema.type) {
    case "string":
      return stringFor(schema, name, known);
    case "integer": {
      const min = typeof schema.minimum === "number" ? schema.minimum : -1_000_000;
      const max = typeof schema.maximum === "number" ? schema.maximum : 1_000_000;
      const real = (known[name] ?? []).map(Number).filter((value) => value >= min && value <= max);
      const made = fc.integer({ min: Math.max(min, -1e9), max: Math.min(max, 1e9) });
      return real.length > 0 ? fc.oneof(fc.constantFrom(...real), made) : made;
    }
    case "number":
      return fc.double({
        min: typeof schema.minimum === "number" ? schema.minimum : -1e6,
        max: typeof schema.maximum === "number" ? schema.maximum : 1e6,
        noNaN: true,
      });
    case "boolean":
      return fc.boolean();
    case "array": {
      const minLength = typeof schema.minItems === "number" ? schema.minItems : 0;
      const maxLength = Math.min(typeof schema.maxItems === "number" ? schema.maxItems : 5, minLength + 4);
      return fc.array(validValue(schema.items, name, known, depth + 1), { minLength, maxLength });
    }
    case "object":
      return objectFor(schema, known, depth);
    default:
      // No type: the schema takes anything (fields the server reads and ignores, such as a claimed price).
      return depth > 3 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  }
}

function objectFor(schema: JsonSchema, known: KnownValues, depth: number): fc.Arbitrary<unknown> {
  const properties = asSchema(schema.properties) as Record<string, unknown>;
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  // An optional field is mostly left out unless the store knows real values for it: a made-up colour is valid
  // text but no product's colour, and would stop every such request short of the rules behind it.
  const fields = Object.fromEntries(
    Object.entries(properties).map(([key, inner]) => {
      const value = validValue(inner, key, known, depth + 1);
      if (required.includes(key)) return [key, value];
      const left = fc.constant(undefined);
      return [
        key,
        key in known
          ? fc.oneof({ weight: 4, arbitrary: value }, { weight: 1, arbitrary: left })
          : fc.oneof({ weight: 1, arbitrary: value }, { weight: 5, arbitrary: left }),
      ];
    }),
  );
  return fc
    .record(fields)
    .map((record) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)));
}

/** A value just inside or just outside one of the schema's limits. */
export function boundaryValue(schemaValue: unknown, name: string, known: KnownValues): fc.Arbitrary<unknown> {
  const schema = asSchema(schemaValue);
  const edges: unknown[] = [];
  if (typeof schema.minLength === "number") {
    edges.push("a".repeat(schema.minLength), "a".repeat(Math.max(0, schema.minLength - 1)));
  }
  if (typeof schema.maxLength === "number") {
    edges.push("a".repeat(schema.maxLength), "a".repeat(schema.maxLength + 1), "😀".repeat(schema.maxLength));
  }
  for (const limit of [schema.minimum, schema.maximum]) {
    if (typeof limit === "number") edges.push(limit, limit - 1, limit + 1, limit + 0.5);
  }
  if (typeof schema.minItems === "number") edges.push([]);
  if (typeof schema.maxItems === "number") {
    const item = validValue(schema.items, name, known);
    return fc.array(item, { minLength: schema.maxItems, maxLength: schema.maxItems + 1 });
  }
  if (Array.isArray(schema.enum))
    edges.push(`${String(schema.enum[0])}x`, String(schema.enum[0]).toUpperCase());
  return edges.length > 0 ? fc.constantFrom(...edges) : validValue(schema, name, known);
}

/** A path into a value: the keys and indexes to walk. */
type ValuePath = (string | number)[];

function pathsOf(value: unknown, prefix: ValuePath = [], out: ValuePath[] = []): ValuePath[] {
  out.push(prefix);
  if (value !== null && typeof value === "object" && prefix.length < 6) {
    for (const [key, inner] of Object.entries(value)) {
      pathsOf(inner, [...prefix, Array.isArray(value) ? Number(key) : key], out);
    }
  }
  return out;
}

function schemaAt(schemaValue: unknown, path: ValuePath): JsonSchema {
  let schema = asSchema(schemaValue);
  for (const step of path) {
    schema = asSchema(typeof step === "number" ? schema.items : asSchema(schema.properties)[step]);
  }
  return schema;
}

function replaced(value: unknown, path: ValuePath, replacement: unknown, remove = false): unknown {
  if (path.length === 0) return replacement;
  const [step, ...rest] = path;
  const copy: Record<string | number, unknown> | unknown[] = Array.isArray(value)
    ? [...(value as unknown[])]
    : { ...(value as Record<string, unknown>) };
  if (remove && rest.length === 0) {
    if (Array.isArray(copy)) copy.splice(step as number, 1);
    else delete copy[step!];
  } else {
    (copy as Record<string | number, unknown>)[step!] = replaced(
      (value as Record<string | number, unknown>)[step!],
      rest,
      replacement,
    );
  }
  return copy;
}

/**
 * A valid value with one thing broken: a field removed, replaced by a hostile or boundary value, or joined by an
 * unknown field.
 */
export function mutatedValue(schema: unknown, name: string, known: KnownValues): fc.Arbitrary<unknown> {
  return validValue(schema, name, known).chain((value) => {
    const paths = pathsOf(value);
    return fc.constantFrom(...paths).chain((path) =>
      fc.oneof(
        hostileJson.map((hostile) => replaced(value, path, hostile)),
        boundaryValue(schemaAt(schema, path), String(path.at(-1) ?? name), known).map((edge) =>
          replaced(value, path, edge),
        ),
        fc.constant(path.length > 0 ? replaced(value, path, undefined, true) : value),
        fc
          .tuple(
            fc.constantFrom("role", "price", "total", "isAdmin", "__proto__", "userId", "status"),
            hostileJson,
          )
          .map(([key, extra]) =>
            value !== null && typeof value === "object" && !Array.isArray(value)
              ? { ...value, [key]: extra }
              : value,
          ),
      ),
    );
  });
}
