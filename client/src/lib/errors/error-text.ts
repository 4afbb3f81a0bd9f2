// Errors in the reader's language, the one way every screen, the shop's and the admin's, shows a refused call
// (docs/ERRORS.md: each answer keeps its English `message` and has a stable `code`, and so does each field
// error).
//
// How a storefront screen uses it:
//   const errorText = useErrorMessage();
//   const [failure, setFailure] = useState<{ error: unknown } | null>(null);
//   ... catch (error) { setFailure({ error }) }   // keep the failure itself, and word it as it renders, so a
//   {failure && <p role="alert">{errorText(failure.error, t("loginFailed"))}</p>}   // switch of language re-words it
//   dispatch(toastShown("error", errorText(error, t("saveFailed"))));   // a toast is worded once, when it is made
// and for the per-field errors of a refused form (worded when they arrive):
//   const fieldErrorTexts = useFieldErrorMessages();
//   setErrors(fieldErrorTexts(error, ["name", "phone"]));   // { name: "नाम आवश्यक छ" }
// The admin is English-only: it calls the same functions with the language named,
// `errorText(error, "The brand could not be saved.", "en")` and `fieldErrorTexts(error, FIELDS, "en")`.
// A form's own checks (the shared zod schemas' English sentences) are worded by validation-text.ts's
// useValidationMessage(): keep the English sentence in state, render `validation(sentence)`.
// English reads the server's `message`, else the screen's fallback; the one exception is the role guard's bare
// refusal ("You are not allowed to do that" says nothing of why), worded as the role it needs. Nepali pages read
// the validation catalogue's sentence when the server's message is one of the shared schemas' (it names the
// field), else the errors catalogue's sentence for the `code`, else the server's English message.
// A screen's fallback is the screen's own catalogue sentence, so it is already in the page's language.
// A call that got no answer because the connection is gone is worded "You're offline…" (connection-messages.ts)
// instead of the screen's fallback, so every toast and screen error says what happened and what to do.
import type { ErrorCode } from "@store/shared/error-codes";
import type { Language } from "@store/shared/language";
import { useLanguage } from "../../i18n/use-messages.ts";
import { isConnectionFailure } from "../../api/connection.ts";
import { connectionMessages } from "./connection-messages.ts";
import { errorMessages } from "./errors-messages.ts";
import { isKnownValidationSentence, validationText } from "./validation-text.ts";

/** The codes a shopper can meet on the storefront, each with its Nepali sentence in `errorMessages`. */
export const SHOPPER_ERROR_CODES = [
  "validation.failed",
  "validation.required",
  "validation.invalid_type",
  "validation.too_short",
  "validation.too_long",
  "validation.too_small",
  "validation.too_large",
  "validation.not_integer",
  "validation.too_few",
  "validation.too_many",
  "validation.invalid_email",
  "validation.invalid_format",
  "validation.invalid_option",
  "validation.invalid",
  "validation.passwords_mismatch",
  "validation.price_range",
  "request.invalid",
  "request.malformed_json",
  "request.empty_json_body",
  "request.body_too_large",
  "request.unsupported_media_type",
  "request.headers_too_large",
  "request.timeout",
  "request.nul_character",
  "request.ill_formed_text",
  "request.invalid_path_encoding",
  "request.path_too_long",
  "request.method_not_allowed",
  "request.not_acceptable",
  "route.not_found",
  "page.not_found",
  "rate_limited",
  "server.error",
  "auth.required",
  "auth.session_expired",
  "auth.forbidden",
  "auth.invalid_credentials",
  "auth.email_taken",
  "auth.google_failed",
  "auth.no_password",
  "auth.wrong_current_password",
  "auth.account_disabled",
  "auth.sign_in_code_invalid",
  "auth.sign_in_code_used",
  "auth.sign_in_code_expired",
  "auth.reset_token_invalid",
  "auth.reset_token_used",
  "auth.reset_token_expired",
  "auth.phone_required",
  "session.invalid_id",
  "session.required",
  "product.not_found",
  "product.option_unavailable",
  "product.option_invalid",
  "product.unavailable",
  "variant.not_found",
  "variant.combination_unavailable",
  "stock.out_of_stock",
  "stock.insufficient",
  "quantity.over_limit",
  "cart.item_not_found",
  "cart.empty",
  "wishlist.item_not_found",
  "image.not_found",
  "shipping.method_required",
  "shipping.method_unknown",
  "discount.unknown",
  "discount.not_started",
  "discount.expired",
  "discount.used_up",
  "discount.minimum_not_met",
  "location.district_unknown",
  "address.province_unknown",
  "address.district_not_in_province",
  "address.city_not_in_district",
  "address.ward_out_of_range",
  "address.ward_without_district",
  "payment.method_required",
  "payment.method_unavailable",
  "order.not_found",
  "order.tracking_fields_required",
  "order.tracking_not_found",
  "order.already_paid",
  "order.not_payable",
  "order.payment_window_closed",
  "order.too_many_open",
  "order.too_many_open_for_email",
  "order.too_many_open_from_address",
  "payment.amount_mismatch",
  "payment.declined",
  "payment.card_number_invalid",
  "payment.card_not_accepted",
  "payment.expiry_invalid",
  "payment.card_expired",
  "payment.cvv_invalid",
  "payment.paypal_id_required",
  "payment.paypal_order_unknown",
  "payment.not_completed",
  "payment.return_url_foreign",
  "payment.verification_failed",
  "payment.not_confirmed",
  "payment.wrong_method",
  "payment.gateway_refused",
  "payment.gateway_unreachable",
  "payment.qr_not_found",
  "cod.address_not_in_nepal",
  "cod.over_limit",
  "review.not_purchased",
  "review.already_written",
  "review.not_found",
  "auth.code_invalid",
  "auth.code_expired",
  "auth.phone_taken",
  "auth.email_present",
  "order.too_many_open_for_phone",
  "stock.available",
  "notify.too_many_pending",
  "notify.unsubscribe_invalid",
] as const satisfies readonly ErrorCode[];

/**
 * The codes only the admin (or a developer's tool) can meet, and why: the admin is English-only, so these have no
 * Nepali sentence (and show the server's English message if ever met).
 */
export const ADMIN_ONLY_ERROR_CODES = {
  "stock.adjustment_below_zero": "setting stock (admin)",
  "stock.adjustment_raced": "setting stock (admin)",
  "product.sku_taken": "editing products (admin)",
  "product.sku_duplicate": "editing or importing products (admin)",
  "product.options_duplicate": "editing products (admin)",
  "product.discount_not_below_price": "editing products (admin)",
  "product.brand_unknown": "editing products (admin)",
  "product.category_unknown": "editing products (admin)",
  "product.subcategory_unknown": "editing products (admin)",
  "product.no_variant_on_sale": "editing products (admin)",
  "product.stock_not_editable": "editing products (admin)",
  "product.variant_unknown": "editing products (admin)",
  "product.slug_taken": "creating products (admin)",
  "import.not_csv": "importing products (admin)",
  "brand.not_found": "editing brands (admin)",
  "brand.name_taken": "editing brands (admin)",
  "brand.slug_taken": "editing brands (admin)",
  "category.not_found": "editing categories (admin; the storefront's unknown category is a 404 page)",
  "upload.not_multipart": "uploading images (admin)",
  "upload.malformed": "uploading images (admin)",
  "upload.file_required": "uploading images (admin)",
  "upload.unexpected_field": "uploading images (admin)",
  "upload.too_many_files": "uploading images (admin)",
  "upload.empty_file": "uploading images (admin)",
  "upload.too_large": "uploading images (admin)",
  "upload.unsupported_type": "uploading images (admin)",
  "upload.polyglot": "uploading images (admin)",
  "upload.undecodable": "uploading images (admin)",
  "upload.too_many_pixels": "uploading images (admin)",
  "discount.not_found": "editing discount codes (admin)",
  "discount.code_taken": "editing discount codes (admin)",
  "order.invalid_transition": "changing an order's status (admin)",
  "order.changed": "changing an order's status (admin)",
  "cod.not_cash_on_delivery": "recording cash collected (admin)",
  "cod.not_delivered": "recording cash collected (admin)",
  "cod.already_collected": "recording cash collected (admin)",
  "cod.order_cancelled": "recording cash collected (admin)",
  "customer.not_found": "managing accounts (admin)",
  "customer.cannot_disable_self": "managing accounts (admin)",
  "customer.cannot_demote_self": "managing accounts (admin)",
  "refund.not_paid": "refunds (admin)",
  "refund.exceeds_paid": "refunds (admin)",
  "refund.gateway_refused": "refunds (admin)",
  "refund.gateway_unreachable": "refunds (admin)",
  "refund.reference_required": "refunds (admin)",
  "mail.not_found": "the outbox viewer (a developer's and staff's tool)",
  "sms.not_found": "the SMS log (staff and admins)",
  "sms.not_failed": "the SMS log (staff and admins)",
  "sms.code_not_resent": "the SMS log (staff and admins)",
} as const satisfies Partial<Record<ErrorCode, string>>;

type ShopperCode = (typeof SHOPPER_ERROR_CODES)[number];
type CatalogueKey = keyof typeof errorMessages.en;

/** i18next reads a key ending _few or _many as a plural form, so these two codes have keys of their own. */
const KEY_OF_CODE: Partial<Record<ShopperCode, CatalogueKey>> = {
  "validation.too_few": "validation.too_few_items",
  "validation.too_many": "validation.too_many_items",
};
/** The catalogue key of a shopper code. */
export const errorKeyOf = (code: ShopperCode): CatalogueKey =>
  KEY_OF_CODE[code] ?? (code as Exclude<ShopperCode, keyof typeof KEY_OF_CODE>);
const shopperCodes: ReadonlySet<string> = new Set(SHOPPER_ERROR_CODES);
const isShopperCode = (code: unknown): code is ShopperCode =>
  typeof code === "string" && shopperCodes.has(code);

interface FailureBody {
  code?: unknown;
  message?: unknown;
  errors?: unknown;
}
const bodyOf = (error: unknown): FailureBody | undefined =>
  (error as { data?: FailureBody } | undefined)?.data ?? undefined;

/**
 * The sentence of the server's role guard (server/src/http-error.ts `forbidden()`): a refusal that only says "no".
 * A refusal with its own sentence ("Only an admin can read a password reset email") already says why.
 */
const ROLE_GUARD_MESSAGE = "You are not allowed to do that";
/** What a bare refusal of the role guard reads in English: only the admin's routes have that guard. */
export const ROLE_REFUSAL = "Your role does not allow this: only an admin can do it.";

/** One message (the answer's, or a field error's) in the page's language; undefined when there is none. */
function worded(code: unknown, message: unknown, language: Language): string | undefined {
  const english = typeof message === "string" && message ? message : undefined;
  if (language === "en") {
    const bareRefusal = code === "auth.forbidden" && (!english || english === ROLE_GUARD_MESSAGE);
    return bareRefusal ? ROLE_REFUSAL : english;
  }
  if (english && isKnownValidationSentence(english)) return validationText(english, language);
  if (isShopperCode(code)) return errorMessages.ne[errorKeyOf(code)];
  return english;
}

/** A failed call's message in `language`, or `fallback` (the screen's own sentence) when the answer has none. */
export function errorText(error: unknown, fallback: string, language: Language): string {
  if (isConnectionFailure(error)) return connectionMessages[language].offline;
  const body = bodyOf(error);
  return worded(body?.code, body?.message, language) ?? fallback;
}

/** The field errors of a refused call (`errors: [{ field, code, message }]`), for the fields a form shows. */
export function fieldErrorTexts(
  error: unknown,
  fields: readonly string[],
  language: Language,
): Record<string, string> {
  const list = bodyOf(error)?.errors;
  const found: Record<string, string> = {};
  if (!Array.isArray(list)) return found;
  for (const item of list as { field?: unknown; code?: unknown; message?: unknown }[]) {
    if (typeof item?.field !== "string" || !fields.includes(item.field)) continue;
    const text = worded(item.code, item.message, language);
    if (text) found[item.field] ??= text;
  }
  return found;
}

/** `errorText(error, fallback)` in the page's language: see the top of this file. */
export function useErrorMessage(): (error: unknown, fallback: string) => string {
  const language = useLanguage();
  return (error, fallback) => errorText(error, fallback, language);
}

/** `fieldErrorTexts(error, fields)` in the page's language: see the top of this file. */
export function useFieldErrorMessages(): (
  error: unknown,
  fields: readonly string[],
) => Record<string, string> {
  const language = useLanguage();
  return (error, fields) => fieldErrorTexts(error, fields, language);
}
