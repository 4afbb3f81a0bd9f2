// An alert's unsubscribe token: 128 random bits, 22 characters (short enough for a text message), kept only as
// its SHA-256 hash (StockAlert.unsubscribeHash), as password reset tokens are.
import crypto from "node:crypto";
import { STOCK_ALERT_SHORT_LINK_PREFIX } from "@store/shared/stock-alerts";
import type { AppConfig } from "../../config.ts";

export const newUnsubscribeToken = () => crypto.randomBytes(16).toString("base64url");
export const hashUnsubscribeToken = (token: string) =>
  crypto.createHash("sha256").update(token).digest("hex");

/** The link an alert carries: <PUBLIC_URL>/n/<token>, which redirects to GET /api/notify/unsubscribe?token=. */
export const unsubscribeLink = (config: Pick<AppConfig, "publicUrl">, token: string) =>
  `${config.publicUrl}${STOCK_ALERT_SHORT_LINK_PREFIX}${token}`;
