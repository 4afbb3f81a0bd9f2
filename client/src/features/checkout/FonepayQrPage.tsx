// /checkout/fonepay/qr?orderId=<order number>: "Scan to pay with any bank app" (SHOP-API.md part 3 "Fonepay").
// A page of its own rather than a step of the confirmation page: the confirmation step lives on the checkout's
// session data, while this page needs only the order, so it survives a reload, a page closed and opened again
// (the store answers the order's same waiting QR), and can be reached again from a failed payment. The store
// draws the QR from Fonepay's EMVCo text, follows the payment live and moves on to the return family's success
// page once the store has settled it.
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { useAppSelector } from "../../app/hooks.ts";
import { useFormat, useMessages } from "../../i18n/use-messages.ts";
import { useErrorMessage } from "../../lib/errors/error-text.ts";
import { cartSessionId } from "../../lib/session-ids.ts";
import { PageMeta } from "../../lib/seo/PageMeta.tsx";
import {
  useFonepayQrMutation,
  useFonepayQrStatusQuery,
  useOrderToPayQuery,
  usePaymentMethodsQuery,
  useStartPaymentMutation,
  type FonepayQr,
  type QrStatus,
} from "./checkout-api.ts";
import { fonepayQrMessages } from "./fonepay-qr-messages.ts";
import { goToGateway } from "./pay-steps.ts";
import { drawQr, qrFile, qrFileName } from "./qr-image.ts";
import { FINAL_QR_STATUSES, followQrStatus } from "./qr-status-stream.ts";
import "./fonepay-qr.css";

/** How often the page asks where the payment is when the live stream cannot be had. */
export const POLL_MS = 3000;

/** What the page says of each status (catalogue keys). */
const STATUS_WORDS = {
  waiting: "waiting",
  scanned: "scanned",
  paid: "paid",
  failed: "failed",
  expired: "expired",
} as const satisfies Record<QrStatus, keyof typeof fonepayQrMessages.en>;

/** A phone: a narrow screen or a touch screen, where the bank app that pays is on this same device. */
const PHONE_QUERY = "(max-width: 640px), (pointer: coarse)";
function useIsPhone(): boolean {
  const [phone, setPhone] = useState(
    () => typeof window.matchMedia === "function" && window.matchMedia(PHONE_QUERY).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const query = window.matchMedia(PHONE_QUERY);
    const changed = () => setPhone(query.matches);
    query.addEventListener("change", changed);
    return () => query.removeEventListener("change", changed);
  }, []);
  return phone;
}

/** Whole seconds until `until`, ticking each second; null without a time. */
function useSecondsLeft(until: string | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  if (!until) return null;
  return Math.max(0, Math.ceil((Date.parse(until) - now) / 1000));
}

/** Saving or sharing the QR, for a shopper whose bank app is on the phone that shows it. */
function SamePhone({ image, orderNumber }: { image: string; orderNumber: string }) {
  const { t } = useMessages(fonepayQrMessages);
  const name = qrFileName(image, orderNumber);
  const file = typeof navigator.share === "function" ? qrFile(image, name) : null;
  const canShare = file !== null && (navigator.canShare?.({ files: [file] }) ?? false);
  return (
    <section className="qr-same-phone" aria-labelledby="qr-same-phone-title">
      <h2 id="qr-same-phone-title">{t("samePhone")}</h2>
      <p>{t("samePhoneSteps")}</p>
      <div className="buy-actions">
        <a className="button" href={image} download={name}>
          {t("saveImage")}
        </a>
        {canShare && (
          <button
            type="button"
            className="button"
            onClick={() => void navigator.share({ files: [file], title: t("title") }).catch(() => {})}
          >
            {t("shareImage")}
          </button>
        )}
      </div>
    </section>
  );
}

/** Fonepay's web checkout for the same order, for a shopper who would rather not scan. */
function PayOnWebsite({ orderId }: { orderId: string }) {
  const { t } = useMessages(fonepayQrMessages);
  const errorText = useErrorMessage();
  const [start, { isLoading }] = useStartPaymentMutation();
  const [problem, setProblem] = useState<string | null>(null);
  async function pay() {
    setProblem(null);
    try {
      goToGateway(await start({ method: "fonepay", orderId }).unwrap());
    } catch (error) {
      setProblem(errorText(error, t("websiteFailed")));
    }
  }
  return (
    <section className="qr-website" aria-labelledby="qr-website-title">
      <h2 id="qr-website-title">{t("orWebsite")}</h2>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <button type="button" className="button" disabled={isLoading} onClick={() => void pay()}>
        {isLoading ? t("opening") : t("payOnWebsite")}
      </button>
    </section>
  );
}

function QrPayment({ orderId }: { orderId: string }) {
  const { t } = useMessages(fonepayQrMessages);
  const { rupees, number } = useFormat();
  const errorText = useErrorMessage();
  const navigate = useNavigate();
  const phone = useIsPhone();
  const token = useAppSelector((state) => state.auth.token);
  const { data: order } = useOrderToPayQuery(orderId);
  const { data: methods } = usePaymentMethodsQuery();
  const testOnly = methods?.find((entry) => entry.method === "fonepay")?.testOnly ?? false;
  const [makeQr, { isLoading: making }] = useFonepayQrMutation();
  const [qr, setQr] = useState<FonepayQr | null>(null);
  const [image, setImage] = useState<string | null>(null);
  const [status, setStatus] = useState<QrStatus>("waiting");
  const [polling, setPolling] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const newQr = useCallback(async () => {
    setProblem(null);
    try {
      const answer = await makeQr({ orderId }).unwrap();
      setStatus("waiting");
      setPolling(false);
      setImage(null);
      setQr(answer);
    } catch (error) {
      setProblem(errorText(error, t("qrFailed")));
    }
  }, [errorText, makeQr, orderId, t]);

  // The order's QR once: the store answers the same waiting QR to a page opened again.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void newQr();
  }, [newQr]);

  useEffect(() => {
    if (!qr) return;
    let current = true;
    drawQr(qr.qrMessage)
      .then((drawn) => current && setImage(drawn))
      .catch(() => current && setProblem(t("qrFailed")));
    return () => {
      current = false;
    };
  }, [qr, t]);

  // Live: the store's event stream, with the headers every API call sends (base-api.ts); when it cannot be had,
  // asking every POLL_MS instead.
  const prn = qr?.prn;
  useEffect(() => {
    if (!prn) return;
    const url = `${window.location.origin}/api/payments/fonepay/qr/${encodeURIComponent(prn)}/events`;
    return followQrStatus(
      url,
      { "x-session-id": cartSessionId(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      setStatus,
      () => setPolling(true),
    );
  }, [prn, token]);

  const secondsLeft = useSecondsLeft(qr?.expiresAt);
  // A waiting QR past its time is expired, whatever the stream has (not yet) said.
  const shown: QrStatus = status === "waiting" && secondsLeft === 0 ? "expired" : status;
  const final = FINAL_QR_STATUSES.has(shown);
  const { data: polled } = useFonepayQrStatusQuery(prn ?? "", {
    skip: !prn || !polling || final,
    pollingInterval: POLL_MS,
  });
  useEffect(() => {
    if (polled) setStatus(polled);
  }, [polled]);

  useEffect(() => {
    if (shown === "paid")
      navigate(`/checkout/fonepay/success?orderId=${encodeURIComponent(orderId)}`, { replace: true });
  }, [navigate, orderId, shown]);

  const amount = order ? rupees(order.pricing.total) : null;
  const minutes = Math.floor((secondsLeft ?? 0) / 60);
  const seconds = (secondsLeft ?? 0) % 60;
  const time = `${number(minutes)}:${seconds < 10 ? number(0) : ""}${number(seconds)}`;

  return (
    <section className="checkout-step fonepay-qr" aria-labelledby="qr-title">
      <PageMeta title={t("title")} noindex />
      <h1 id="qr-title">{t("title")}</h1>
      <p className="qr-order">
        {t("order", { order: orderId })}
        {amount && (
          <>
            {" · "}
            <strong>{t("amount", { amount })}</strong>
          </>
        )}
      </p>
      {problem && (
        <div role="alert">
          <p className="form-error">{problem}</p>
          <button type="button" className="button primary" disabled={making} onClick={() => void newQr()}>
            {t("tryAgain")}
          </button>
        </div>
      )}
      {!qr && making && <p role="status">{t("making")}</p>}
      {qr && (
        <>
          <div className={`qr-picture${final ? " qr-picture-spent" : ""}`}>
            {image ? (
              <img
                src={image}
                width={240}
                height={240}
                alt={t("qrAlt", { amount: amount ?? "", order: orderId })}
              />
            ) : (
              <p role="status">{t("making")}</p>
            )}
          </div>
          <p role="status" className="qr-status">
            {t(STATUS_WORDS[shown])}
          </p>
          {!final && secondsLeft !== null && <p className="qr-countdown">{t("expiresIn", { time })}</p>}
          {(shown === "expired" || shown === "failed") && (
            <button type="button" className="button primary" disabled={making} onClick={() => void newQr()}>
              {t("makeNew")}
            </button>
          )}
          {!final && phone && image && <SamePhone image={image} orderNumber={orderId} />}
          {!final && testOnly && (
            <p>
              {/* In a tab of its own: this page stays open and follows the payment the tester makes there. */}
              <a
                className="button"
                href={`/gateways/fonepay/bank-app?qr=${encodeURIComponent(qr.qrMessage)}`}
                target="_blank"
                rel="noopener"
              >
                {t("testBankApp")}
              </a>
            </p>
          )}
        </>
      )}
      {shown !== "paid" && <PayOnWebsite orderId={orderId} />}
    </section>
  );
}

export default function FonepayQrPage() {
  const { t } = useMessages(fonepayQrMessages);
  const [params] = useSearchParams();
  const orderId = params.get("orderId");
  if (!orderId)
    return (
      <section className="checkout-step">
        <PageMeta title={t("title")} noindex />
        <h1>{t("title")}</h1>
        <p role="alert">{t("noOrder")}</p>
        <Link className="button primary" to="/cart">
          {t("goToCart")}
        </Link>
      </section>
    );
  return <QrPayment key={orderId} orderId={orderId} />;
}
