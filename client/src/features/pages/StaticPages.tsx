// The simple pages of docs/STOREFRONT.md "Screens and routes": deals and offers, and the vendor area (a title
// only).
import { useMessages } from "../../i18n/use-messages.ts";
import { PageMeta } from "../../lib/seo/PageMeta.tsx";
import { staticPagesMessages } from "./pages-messages.ts";

export function DealsPage() {
  const { t } = useMessages(staticPagesMessages);
  return (
    <section aria-labelledby="deals-title">
      <PageMeta title={t("dealsTitle")} description={t("dealsDescription")} path="/deals" />
      <h1 id="deals-title">{t("dealsHeading")}</h1>
      <p>{t("dealsText")}</p>
    </section>
  );
}

export function OffersPage() {
  const { t } = useMessages(staticPagesMessages);
  return (
    <section aria-labelledby="offers-title">
      <PageMeta title={t("offersTitle")} description={t("offersDescription")} path="/offers" />
      <h1 id="offers-title">{t("offersTitle")}</h1>
      <ul>
        <li>{t("freeDelivery")}</li>
        <li>{t("giftWrap")}</li>
        <li>{t("returns")}</li>
      </ul>
    </section>
  );
}

/** /checkout is placeholder text only; its title is there for the page's outline and screen readers. */
export function CheckoutPage() {
  const { t } = useMessages(staticPagesMessages);
  return (
    <section aria-labelledby="checkout-title">
      <PageMeta title={t("checkoutTitle")} path="/checkout" noindex />
      <h1 id="checkout-title" className="visually-hidden">
        {t("checkoutTitle")}
      </h1>
      <p>{t("checkoutText")}</p>
    </section>
  );
}

export function VendorPage() {
  const { t } = useMessages(staticPagesMessages);
  return (
    <>
      <PageMeta title={t("vendorTitle")} path="/vendor" />
      <h1>{t("vendorTitle")}</h1>
    </>
  );
}
