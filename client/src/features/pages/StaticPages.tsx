// The simple pages of docs/STOREFRONT.md "Screens and routes": deals and offers, and the vendor area (a title
// only).
import { useMessages } from "../../i18n/use-messages.ts";
import { PageMeta } from "../../lib/seo/PageMeta.tsx";
import { staticPagesMessages } from "./pages-messages.ts";
import { TitledSection } from "../../components/TitledSection.tsx";
import { useReturnPolicy } from "../../lib/return-policy/return-policy.ts";

export function DealsPage() {
  const { t } = useMessages(staticPagesMessages);
  return (
    <TitledSection
      id="deals"
      title={t("dealsTitle")}
      description={t("dealsDescription")}
      path="/deals"
      heading={t("dealsHeading")}
    >
      <p>{t("dealsText")}</p>
    </TitledSection>
  );
}

export function OffersPage() {
  const { t } = useMessages(staticPagesMessages);
  const returnPolicy = useReturnPolicy();
  return (
    <TitledSection
      id="offers"
      title={t("offersTitle")}
      description={t("offersDescription", { returnPolicy })}
      path="/offers"
    >
      <ul>
        <li>{t("freeDelivery")}</li>
        <li>{t("giftWrap")}</li>
        <li>{t("returns", { returnPolicy })}</li>
      </ul>
    </TitledSection>
  );
}

/** /checkout is placeholder text only; its title is there for the page's outline and screen readers. */
export function CheckoutPage() {
  const { t } = useMessages(staticPagesMessages);
  return (
    <TitledSection
      id="checkout"
      title={t("checkoutTitle")}
      path="/checkout"
      noindex
      headingClassName="visually-hidden"
    >
      <p>{t("checkoutText")}</p>
    </TitledSection>
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
