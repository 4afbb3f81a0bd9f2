// The one registry of error codes (docs/ERRORS.md). Every error answer carries one in `code`, and every
// item of its `errors` list carries one too, so a client can show the message in the shopper's language and a
// program can act on it. A code is stable: its English `message` may be reworded, the code never is. Every
// refusal reason has its own code. The API reference lists them (the envelope's `code` is an enum of these), and
// docs/ERRORS.md explains each; a test keeps that table and this registry the same.

/** Each code with what it means and what the caller can do about it. */
export const ERROR_CODE_MEANINGS = {
  // A field of the body, the query, the path or a header fails its rule (errors[] says which and why).
  "validation.failed": "A field fails its rule; `errors` names each field, with its own code and message",
  "validation.required": "A required field is missing or empty",
  "validation.invalid_type": "A field has the wrong type (a number where text is expected, or the reverse)",
  "validation.too_short": "A text field is shorter than its minimum length",
  "validation.too_long": "A text field is longer than its maximum length",
  "validation.too_small": "A number is below its minimum",
  "validation.too_large": "A number is above its maximum",
  "validation.not_integer": "A number must be whole",
  "validation.too_few": "A list has fewer items than its minimum",
  "validation.too_many": "A list has more items than its maximum",
  "validation.invalid_email": "An email address is not valid",
  "validation.invalid_format": "A field does not match its pattern (a phone number, a slug, a session id)",
  "validation.invalid_option": "A field is not one of its allowed values",
  "validation.invalid": "A field fails a rule of its own (its message says which)",
  "validation.passwords_mismatch": "The password and its confirmation differ",
  "validation.price_range": "The minimum price is above the maximum price",

  // The request itself, before any route reads it.
  "request.invalid":
    "The request is malformed: not HTTP, or with headers that contradict its body (Content-Length)",
  "request.malformed_json": "The body is not valid JSON",
  "request.empty_json_body": "The content type is JSON but the body is empty",
  "request.body_too_large": "The body is larger than 1 MiB",
  "request.unsupported_media_type": "The body is not JSON (application/json)",
  "request.headers_too_large": "The request's headers are larger than 16 KB",
  "request.timeout": "The request's headers or body took too long to arrive",
  "request.nul_character": "Text in the address or the body contains a NUL character",
  "request.ill_formed_text":
    "Text in the address or the body is not valid Unicode (a lone surrogate, a bad escape)",
  "request.invalid_path_encoding":
    "The address does not decode as UTF-8 (each % must start an escape such as %20)",
  "request.path_too_long": "A part of the address is longer than any id or slug can be",
  "request.method_not_allowed": "The method is not allowed on this address",
  "request.not_acceptable": "The server cannot answer in a format the request accepts",
  "route.not_found": "No API operation has this method and address",
  "page.not_found": "No page has this address",
  rate_limited: "Too many requests from this client: wait the seconds of the Retry-After header",
  "server.error": "The store failed; nothing was changed by a failed write. Try again",

  // Who is calling.
  "auth.required": "The operation needs a signed-in user: send a bearer token",
  "auth.session_expired": "The bearer token is invalid or expired: sign in again",
  "auth.forbidden": "The signed-in user's role does not allow this (a staff or admin-only operation)",
  "auth.invalid_credentials": "The email or the password is wrong",
  "auth.email_taken": "An account with this email already exists",
  "auth.google_failed":
    "Google did not confirm the sign-in (bad, expired or unverified), or may not open that account",
  "auth.no_password": "The account signs in with Google and has no password to change",
  "auth.wrong_current_password": "The current password given for a password change is wrong",
  "auth.account_disabled":
    "The account has been disabled by the store: it cannot sign in (said only after the right password)",
  "auth.sign_in_code_invalid":
    "The one-time sign-in code is unknown, or belongs to another browser's sign-in (its state differs)",
  "auth.sign_in_code_used": "The one-time sign-in code was used already: each works once; sign in again",
  "auth.sign_in_code_expired": "The one-time sign-in code is older than 2 minutes: sign in again",
  "session.invalid_id": "The x-session-id header is not a guest id (8 to 128 of A-Z, a-z, 0-9, - and _)",
  "session.required": "A guest needs an x-session-id header for a cart",

  // Catalogue, cart and wishlist.
  "product.not_found": "No product has this id or address",
  "product.option_unavailable": "The product has no options of this kind (colour, memory or storage)",
  "product.option_invalid": "The product does not offer the chosen colour, memory or storage",
  "product.unavailable": "A product of the order no longer exists",
  "variant.not_found": "The product has no variant on sale with this id",
  "variant.combination_unavailable":
    "The product offers each chosen option, but no variant has them together: choose another combination",
  "stock.out_of_stock": "The product has no stock left",
  "stock.insufficient": "The product has less stock than the quantity asked for; the message says how much",
  "stock.adjustment_below_zero":
    "A stock adjustment would take the variant's stock below zero; the message says how much there is",
  "stock.adjustment_raced":
    "The variant's stock kept changing (orders) while a new stock level was being set: read it again and retry",
  "quantity.over_limit":
    "A cart line, or an order's items of one variant together, would hold more than MAX_LINE_QUANTITY (10)",
  "cart.item_not_found": "The cart has no item with this id",
  "wishlist.item_not_found": "The product is not in the wishlist",
  "image.not_found": "No image has this address",

  // The admin's products, brands and categories.
  "product.sku_taken":
    "Another variant (archived ones included) already has this SKU: SKUs are unique in the store",
  "product.sku_duplicate": "The same SKU is given to two variants of the request or file",
  "product.options_duplicate": "Two variants on sale of one product have the same options",
  "product.discount_not_below_price": "A variant's discounted price is not below its price",
  "product.brand_unknown": "No brand has this id or slug",
  "product.category_unknown": "No category has this slug",
  "product.subcategory_unknown": "The category has no subcategory with this slug",
  "product.no_variant_on_sale": "A product must keep at least one variant on sale",
  "product.stock_not_editable":
    "An existing variant's stock changes through POST /api/admin/variants/:id/stock, with a reason, not PATCH",
  "product.variant_unknown": "The product has no variant with this id (or it is given twice)",
  "product.slug_taken": "Another product took the same address at the same moment: try again",
  "import.not_csv": "The import's body is not text/csv",
  "brand.not_found": "No brand has this id",
  "brand.name_taken": "Another brand has this name",
  "brand.slug_taken": "Another brand has this slug",
  "category.not_found": "No category has this slug",

  // Image uploads (POST /api/admin/uploads; docs/SECURITY.md "Uploads").
  "upload.not_multipart": "The upload is not multipart/form-data",
  "upload.malformed": "The multipart body cannot be read (a broken boundary, a part cut short)",
  "upload.file_required": "The upload has no file in the field `file`",
  "upload.unexpected_field": "The upload has a part other than the one file field `file`",
  "upload.too_many_files": "The upload holds more than one file: send one at a time",
  "upload.empty_file": "The uploaded file is empty",
  "upload.too_large": "The uploaded file is larger than 5 MB",
  "upload.unsupported_type":
    "The file's bytes are not a JPEG, PNG or WebP image (SVG, GIF, HTML or a renamed file), whatever its name",
  "upload.polyglot":
    "The file is an image and something else at once: data after the image's end, markup, or a hidden script",
  "upload.undecodable":
    "The file starts like a JPEG, PNG or WebP image but does not decode as one (cut short, corrupt)",
  "upload.too_many_pixels":
    "The image has more than 50 million pixels (a decompression bomb, or a far larger image than any page shows)",

  // Orders and tracking.
  "cart.empty": "An order needs at least one item",
  "shipping.method_required": "The order names no shipping method",
  "shipping.method_unknown":
    "The order names a shipping method the store does not offer (GET /api/orders/shipping-methods)",

  // Discount codes (docs/guides/discount-codes.md; every refusal reason its own code).
  "discount.unknown": "No discount code has this name, or the store has switched it off",
  "discount.not_started": "The discount code cannot be used yet: its start date has not come",
  "discount.expired": "The discount code's end date has passed",
  "discount.used_up":
    "The discount code has been used as many times as it may be, in all or by this customer",
  "discount.minimum_not_met":
    "The subtotal is below the discount code's minimum; the message says how much to spend",
  "discount.not_found": "No discount code has this id (admin)",
  "discount.code_taken": "Another discount code already has this name, in any case (admin)",

  // Nepal addresses and delivery zones (docs/guides/nepal-addresses.md).
  "location.district_unknown": "No district of Nepal has this name (the names of GET /api/locations/nepal)",
  "address.province_unknown":
    "A Nepal address with a district names a `state` that is not a province of Nepal",
  "address.district_not_in_province": "The address's district is not in its `state` province",
  "address.city_not_in_district":
    "The address's `city` is not a local level (municipality or rural municipality) of its district",
  "address.ward_out_of_range":
    "The ward is not between 1 and the number of wards of the address's local level",
  "address.ward_without_district": "A ward was given without the district (and local level) it belongs to",

  "payment.method_required": "The order names no payment method the store accepts",
  "payment.method_unavailable":
    "The store does not offer this payment method (PAYMENT_METHODS; a live store's card needs a live gateway)",
  "order.not_found": "No order of this caller has this number",
  "order.tracking_fields_required": "Tracking needs both the order id and the email or the phone",
  "order.tracking_not_found": "No order has this id and email (or phone)",
  "order.invalid_transition": "The order cannot move from its status to the one asked for",
  "order.changed": "The order changed while this request ran: read it again and retry",
  "order.too_many_open":
    "The shopper (account or guest session) has ORDER_OPEN_LIMIT open orders (unpaid, or COD not yet sent)",
  "order.too_many_open_for_email":
    "The order's email address has ORDER_OPEN_LIMIT open orders (unpaid, or COD not yet sent)",
  "order.too_many_open_from_address":
    "The client's address has ORDER_OPEN_ADDRESS_LIMIT open orders (unpaid, or COD not yet sent)",

  // Payments.
  "order.already_paid": "The order has already been paid",
  "order.not_payable": "The order can no longer be paid (it has been cancelled)",
  "order.payment_window_closed":
    "The order's time to pay has passed (ORDER_PAYMENT_WINDOW_MINUTES): place the order again",
  "payment.amount_mismatch": "The amount paid differs from the order total",
  "payment.declined": "The card was declined: use another card or another payment method",
  "payment.card_number_invalid": "The card number is not a valid card number",
  "payment.card_not_accepted": "The card is not a Mastercard",
  "payment.expiry_invalid": "The expiry date is not MM/YY",
  "payment.card_expired": "The card's expiry date has passed",
  "payment.cvv_invalid": "The CVV is not three digits",
  "payment.paypal_id_required": "The PayPal payment id is missing",
  "payment.paypal_order_unknown": "The PayPal order id is not one the store created for this order",
  "payment.not_completed":
    "The gateway has not completed the payment (PayPal: not approved, cancelled or not captured): nothing was paid",
  "payment.return_url_foreign": "An eSewa return address is not on this store",
  "payment.verification_failed": "eSewa's answer could not be verified (signature, amount, status or order)",
  "payment.not_confirmed":
    "eSewa has not settled the payment yet (pending or ambiguous): ask its status again",
  "payment.wrong_method": "The order was placed with another payment method than the one asked for",
  "payment.gateway_refused":
    "The payment gateway refused to start the payment (Khalti's reason is in the message)",
  "payment.gateway_unreachable": "The payment gateway could not be reached or failed (502): try again",
  "payment.qr_not_found": "No Fonepay QR of the caller's orders has this PRN (another shopper's is 404 too)",

  // Cash on delivery.
  "cod.address_not_in_nepal": "Cash on delivery is only for orders delivered to an address in Nepal",
  "cod.over_limit": "The order's total (shipping and gift wrap included) is above COD_MAX_AMOUNT",
  "cod.not_cash_on_delivery": "The order is not paid by cash on delivery: there is no cash to record",
  "cod.not_delivered": "The order has not been delivered yet: cash is recorded once it is delivered",
  "cod.already_collected": "The cash for this order has already been recorded as collected",
  "cod.order_cancelled": "The order was cancelled: no cash is due for it",

  // The admin's customers.
  "customer.not_found": "No account has this id",
  "customer.cannot_disable_self": "An admin cannot disable their own account (another admin can)",
  "customer.cannot_demote_self":
    "An admin cannot take the admin role from their own account (another admin can)",
  // Refunds (admins only).
  "refund.not_paid": "The order was never paid (or its payment was reversed): there is nothing to refund",
  "refund.exceeds_paid": "The refund is more than what was paid less what was refunded already",
  "refund.gateway_refused": "The payment gateway refused the refund; nothing was refunded",
  "refund.gateway_unreachable":
    "The payment gateway could not be reached (502); nothing was refunded: try again",
  "refund.reference_required":
    "Fonepay and connectIPS refunds are paid outside the store: the refund's reference is required (400)",

  // Reviews (docs/guides/reviews.md).
  "review.not_purchased": "Only a shopper with a paid or delivered order of the product may review it (403)",
  "review.already_written": "The shopper has already reviewed this product: edit or delete that review (409)",
  "review.not_found": "The caller has no review of this product, or (admin) no review has this id",

  // Password reset and the mail viewer.
  "auth.reset_token_invalid": "The password reset link's token is unknown (mistyped, or never issued)",
  "auth.reset_token_used": "The password reset link was used already: each works once; ask for a new one",
  "auth.reset_token_expired": "The password reset link is older than 60 minutes: ask for a new one",
  "mail.not_found": "No email of the outbox has this id",

  // Phone numbers, SMS and back-in-stock alerts (SHOP-API.md part 3).
  "auth.code_invalid":
    "The SMS code is wrong, or no code was sent to this number: check the text or ask for a new code",
  "auth.code_expired":
    "The SMS code is older than 5 minutes, was used already, or ended after 5 wrong tries: ask for a new code",
  "auth.phone_taken": "Another account has verified this mobile number: each number belongs to one account",
  "auth.phone_required":
    "The account has no verified mobile number (an order text or a phone sign-in needs one)",
  "stock.available": "The variant is in stock: buy it now instead of asking to be told when it is back",
  "notify.unsubscribe_invalid": "The back-in-stock unsubscribe link's token is unknown",
  "sms.not_found": "No text message of the outbox has this id",
  "sms.not_failed": "Only a text message that failed can be sent again",
  "sms.code_not_resent":
    "A sign-in code is never sent again (it is not kept): the shopper asks for a new one",
  "auth.email_present":
    "The account has an email already: adding one by code is for accounts made with a mobile number",
  "order.too_many_open_for_phone":
    "A guest's mobile number (no email on the order) has ORDER_OPEN_LIMIT open orders (unpaid, or COD unsent)",
  "notify.too_many_pending":
    "This email address or number already waits for as many sold-out variants as the store keeps for one contact",
} as const satisfies Record<string, string>;

export type ErrorCode = keyof typeof ERROR_CODE_MEANINGS;

/** Every code, for `z.enum` (the API reference lists them). */
export const ERROR_CODES = Object.keys(ERROR_CODE_MEANINGS) as [ErrorCode, ...ErrorCode[]];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_CODE_MEANINGS, value);
}
