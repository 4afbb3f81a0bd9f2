// A checker for the storefront's metadata and JSON-LD against what schema.org and Google's rich results require of
// the types the store uses. For tests: the client's unit tests and the server's tests of rendered HTML use it, so
// it reads HTML as text and touches no DOM or browser API.

type Json = Record<string, unknown>;

const SCHEMA_ORG = /^https?:\/\/schema\.org\/?$/;
const SCHEMA_ORG_ENUM = /^https?:\/\/schema\.org\/[A-Za-z]+$/;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === "string" && value.trim().length > 0;
/** An absolute http(s) address. */
export const isAbsoluteUrl = (value: unknown): value is string =>
  typeof value === "string" && /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/.test(value);
const isNumberLike = (value: unknown): boolean =>
  (typeof value === "number" && Number.isFinite(value)) ||
  (typeof value === "string" && /^\d+(\.\d+)?$/.test(value));
const asNumber = (value: unknown) => Number(value);
const typesOf = (node: Json): string[] =>
  Array.isArray(node["@type"]) ? (node["@type"] as string[]) : [String(node["@type"])];
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

function checkOffer(node: Json, at: string, problems: string[]) {
  if (!isNumberLike(node.price) || asNumber(node.price) < 0)
    problems.push(`${at}.price: a number ≥ 0 is required`);
  if (!(typeof node.priceCurrency === "string" && /^[A-Z]{3}$/.test(node.priceCurrency)))
    problems.push(`${at}.priceCurrency: an ISO 4217 code is required`);
  if (!(typeof node.availability === "string" && SCHEMA_ORG_ENUM.test(node.availability)))
    problems.push(`${at}.availability: a schema.org ItemAvailability URL is required`);
  if (node.url !== undefined && !isAbsoluteUrl(node.url)) problems.push(`${at}.url: not an absolute URL`);
  if (node.itemCondition !== undefined && !SCHEMA_ORG_ENUM.test(String(node.itemCondition)))
    problems.push(`${at}.itemCondition: not a schema.org OfferItemCondition URL`);
}

function checkAggregateOffer(node: Json, at: string, problems: string[]) {
  if (!isNumberLike(node.lowPrice) || asNumber(node.lowPrice) < 0)
    problems.push(`${at}.lowPrice: a number ≥ 0 is required`);
  if (
    node.highPrice !== undefined &&
    !(isNumberLike(node.highPrice) && asNumber(node.highPrice) >= asNumber(node.lowPrice))
  )
    problems.push(`${at}.highPrice: a number ≥ lowPrice is required`);
  if (!(typeof node.priceCurrency === "string" && /^[A-Z]{3}$/.test(node.priceCurrency)))
    problems.push(`${at}.priceCurrency: an ISO 4217 code is required`);
  if (!(Number.isInteger(node.offerCount) && (node.offerCount as number) > 0))
    problems.push(`${at}.offerCount: a whole number > 0 is required`);
  if (node.availability !== undefined && !SCHEMA_ORG_ENUM.test(String(node.availability)))
    problems.push(`${at}.availability: not a schema.org ItemAvailability URL`);
}

function checkAggregateRating(node: Json, at: string, problems: string[]) {
  const best = node.bestRating === undefined ? 5 : asNumber(node.bestRating);
  const worst = node.worstRating === undefined ? 1 : asNumber(node.worstRating);
  if (!isNumberLike(node.ratingValue)) problems.push(`${at}.ratingValue: a number is required`);
  else if (asNumber(node.ratingValue) < worst || asNumber(node.ratingValue) > best)
    problems.push(`${at}.ratingValue: ${String(node.ratingValue)} is outside ${worst}–${best}`);
  const count = node.reviewCount ?? node.ratingCount;
  if (!(Number.isInteger(asNumber(count)) && asNumber(count) > 0))
    problems.push(`${at}: reviewCount or ratingCount (a whole number > 0) is required`);
}

function checkProduct(node: Json, at: string, problems: string[]) {
  if (!isText(node.name)) problems.push(`${at}.name: required`);
  if (node.offers === undefined && node.review === undefined && node.aggregateRating === undefined)
    problems.push(`${at}: one of offers, review or aggregateRating is required`);
  if (node.image !== undefined && !listOf(node.image).every(isAbsoluteUrl))
    problems.push(`${at}.image: every image must be an absolute URL`);
  if (node.url !== undefined && !isAbsoluteUrl(node.url)) problems.push(`${at}.url: not an absolute URL`);
  if (node.brand !== undefined && !(isObject(node.brand) ? isText(node.brand.name) : isText(node.brand)))
    problems.push(`${at}.brand: a Brand with a name is required`);
  if (node.offers !== undefined) {
    listOf(node.offers).forEach((offer, index) => {
      const offerAt = `${at}.offers${Array.isArray(node.offers) ? `[${index}]` : ""}`;
      if (!isObject(offer)) problems.push(`${offerAt}: an Offer or AggregateOffer is required`);
      else if (typesOf(offer).includes("Offer")) checkOffer(offer, offerAt, problems);
      else if (typesOf(offer).includes("AggregateOffer")) checkAggregateOffer(offer, offerAt, problems);
      else problems.push(`${offerAt}: @type must be Offer or AggregateOffer`);
    });
  }
  if (node.aggregateRating !== undefined) {
    if (isObject(node.aggregateRating) && typesOf(node.aggregateRating).includes("AggregateRating"))
      checkAggregateRating(node.aggregateRating, `${at}.aggregateRating`, problems);
    else problems.push(`${at}.aggregateRating: @type must be AggregateRating`);
  }
}

function checkListItems(node: Json, at: string, problems: string[], breadcrumb: boolean) {
  const items = node.itemListElement;
  if (!Array.isArray(items) || items.length === 0) {
    problems.push(`${at}.itemListElement: a non-empty list is required`);
    return;
  }
  items.forEach((item, index) => {
    const itemAt = `${at}.itemListElement[${index}]`;
    if (!isObject(item) || !typesOf(item).includes("ListItem")) {
      problems.push(`${itemAt}: a ListItem is required`);
      return;
    }
    if (item.position !== index + 1)
      problems.push(`${itemAt}.position: ${index + 1} expected (consecutive from 1)`);
    const target = isObject(item.item) ? item.item["@id"] : item.item;
    if (breadcrumb) {
      if (!isText(item.name)) problems.push(`${itemAt}.name: required`);
      const last = index === items.length - 1;
      if (target === undefined ? !last : !isAbsoluteUrl(target))
        problems.push(
          `${itemAt}.item: an absolute URL is required${last ? "" : " (only the last may leave it out)"}`,
        );
    } else if (!isAbsoluteUrl(item.url ?? target)) {
      problems.push(`${itemAt}: url (or item) as an absolute URL is required`);
    }
  });
}

function checkOrganization(node: Json, at: string, problems: string[]) {
  if (!isText(node.name)) problems.push(`${at}.name: required`);
  if (!isAbsoluteUrl(node.url)) problems.push(`${at}.url: an absolute URL is required`);
  if (node.logo !== undefined && !isAbsoluteUrl(isObject(node.logo) ? node.logo.url : node.logo))
    problems.push(`${at}.logo: an absolute URL is required`);
}

function checkWebSite(node: Json, at: string, problems: string[]) {
  if (!isText(node.name)) problems.push(`${at}.name: required`);
  if (!isAbsoluteUrl(node.url)) problems.push(`${at}.url: an absolute URL is required`);
  if (node.potentialAction === undefined) return;
  listOf(node.potentialAction).forEach((action, index) => {
    const actionAt = `${at}.potentialAction${Array.isArray(node.potentialAction) ? `[${index}]` : ""}`;
    if (!isObject(action) || !typesOf(action).includes("SearchAction")) {
      problems.push(`${actionAt}: a SearchAction is expected`);
      return;
    }
    const target = isObject(action.target) ? action.target.urlTemplate : action.target;
    const input = action["query-input"];
    const name = typeof input === "string" ? /^required name=([A-Za-z_][\w]*)$/.exec(input)?.[1] : undefined;
    if (!name) problems.push(`${actionAt}.query-input: "required name=<placeholder>" is required`);
    if (typeof target !== "string" || !isAbsoluteUrl(target.replace(/\{[^}]*\}/g, "x")))
      problems.push(`${actionAt}.target: an absolute URL template is required`);
    else if (name && !target.includes(`{${name}}`))
      problems.push(`${actionAt}.target: must contain {${name}} as query-input names it`);
  });
}

const CHECKS: Record<string, (node: Json, at: string, problems: string[]) => void> = {
  Product: checkProduct,
  BreadcrumbList: (node, at, problems) => checkListItems(node, at, problems, true),
  ItemList: (node, at, problems) => checkListItems(node, at, problems, false),
  Organization: checkOrganization,
  WebSite: checkWebSite,
};

/** The types this checker knows; any other top-level type is reported, so nothing goes unchecked. */
export const CHECKED_TYPES = Object.keys(CHECKS);

/**
 * What is wrong with one JSON-LD value (an object, a list of them, or an object with @graph), as messages naming
 * the path of each field; empty when it is valid.
 */
export function structuredDataProblems(data: unknown): string[] {
  const problems: string[] = [];
  const nodes = Array.isArray(data)
    ? data
    : isObject(data) && Array.isArray(data["@graph"])
      ? data["@graph"]
      : [data];
  const context = isObject(data) ? data["@context"] : undefined;
  nodes.forEach((node, index) => {
    const at = nodes.length > 1 || Array.isArray(data) ? `[${index}]` : "$";
    if (!isObject(node)) {
      problems.push(`${at}: an object is required`);
      return;
    }
    if (!SCHEMA_ORG.test(String(node["@context"] ?? context)))
      problems.push(`${at}.@context: https://schema.org expected`);
    const known = typesOf(node).filter((type) => type in CHECKS);
    if (known.length === 0)
      problems.push(`${at}.@type: ${String(node["@type"])} is not a type this check knows`);
    for (const type of known) CHECKS[type]!(node, `${at}(${type})`, problems);
  });
  return problems;
}

/** Throws naming every problem when the JSON-LD is not valid (for tests: `assertValidStructuredData(json)`). */
export function assertValidStructuredData(data: unknown): void {
  const problems = structuredDataProblems(data);
  if (problems.length > 0) throw new Error(`Invalid JSON-LD:\n- ${problems.join("\n- ")}`);
}

/** The parsed contents of every <script type="application/ld+json"> in a piece of HTML, in order. */
export function extractJsonLd(html: string): unknown[] {
  const scripts = html.matchAll(
    /<script\b[^>]*\btype=["']application\/ld\+json["'][^>]*>([\s\S]*?)<\/script\s*>/gi,
  );
  return [...scripts].map((match) => JSON.parse(match[1]!) as unknown);
}

/** Every JSON-LD block of a page with the given @type (e.g. "Product"). */
export function jsonLdOfType(blocks: readonly unknown[], type: string): Json[] {
  return blocks
    .flatMap((block) =>
      Array.isArray(block)
        ? block
        : isObject(block) && Array.isArray(block["@graph"])
          ? block["@graph"]
          : [block],
    )
    .filter((node): node is Json => isObject(node) && typesOf(node).includes(type));
}

const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
    attributes[match[1]!.toLowerCase()] = decodeAttribute(match[2] ?? match[3] ?? "");
  return attributes;
}

export interface PageMetaTags {
  /** Every <title>'s text (a page must have exactly one). */
  titles: string[];
  description?: string;
  robots?: string;
  /** Every <link rel="canonical"> href (a page has at most one). */
  canonicals: string[];
  /** og:* and twitter:* values by property or name, e.g. meta["og:image"]. */
  meta: Record<string, string>;
}

/** The metadata tags of a piece of HTML (a server-rendered page, or document.head.innerHTML). */
export function readPageMeta(html: string): PageMetaTags {
  const tags: PageMetaTags = {
    titles: [...html.matchAll(/<title\b[^>]*>([\s\S]*?)<\/title>/gi)].map((match) =>
      decodeAttribute(match[1]!),
    ),
    canonicals: [],
    meta: {},
  };
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attributes = attributesOf(tag);
    const key = attributes.property ?? attributes.name;
    if (!key || attributes.content === undefined) continue;
    if (key === "description") tags.description = attributes.content;
    else if (key === "robots") tags.robots = attributes.content;
    else tags.meta[key] = attributes.content;
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const attributes = attributesOf(tag);
    if (attributes.rel === "canonical" && attributes.href !== undefined)
      tags.canonicals.push(attributes.href);
  }
  return tags;
}

/**
 * What is wrong with a page's metadata: one title, a description of 1–160 characters, at most one canonical
 * (required unless `noindex` pages may go without: `canonical: false`) as an absolute URL, and the Open Graph and
 * Twitter card tags, every address absolute.
 */
export function pageMetaProblems(tags: PageMetaTags, options: { canonical?: boolean } = {}): string[] {
  const problems: string[] = [];
  if (tags.titles.length !== 1 || !isText(tags.titles[0]))
    problems.push(`exactly one non-empty <title> expected, found ${tags.titles.length}`);
  if (!isText(tags.description) || tags.description.length > 160)
    problems.push("meta description: 1–160 characters expected");
  if (tags.canonicals.length > 1) problems.push("more than one canonical link");
  if ((options.canonical ?? true) && tags.canonicals.length === 0) problems.push("canonical link missing");
  if (tags.canonicals[0] !== undefined && !isAbsoluteUrl(tags.canonicals[0]))
    problems.push("canonical: not an absolute URL");
  for (const key of [
    "og:title",
    "og:description",
    "og:type",
    "og:image",
    "og:site_name",
    "twitter:card",
    "twitter:title",
    "twitter:description",
    "twitter:image",
  ])
    if (!isText(tags.meta[key])) problems.push(`${key}: missing`);
  for (const key of ["og:image", "twitter:image", "og:url"])
    if (tags.meta[key] !== undefined && !isAbsoluteUrl(tags.meta[key]))
      problems.push(`${key}: not an absolute URL`);
  if (tags.canonicals[0] !== undefined && tags.meta["og:url"] !== tags.canonicals[0])
    problems.push("og:url differs from the canonical link");
  return problems;
}
