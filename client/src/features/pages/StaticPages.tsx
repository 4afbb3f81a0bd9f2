// The pages SPEC.md §2 keeps simple: deals and offers, and the vendor area (a title only).
import type { ReactNode } from "react";
import { useMessages } from "../../i18n/use-messages.ts";
import { PageMeta } from "../../lib/seo/PageMeta.tsx";
import { staticPagesMessages } from "./pages-messages.ts";

export function DealsPage() {
  const { t } = useMessages(staticPagesMessages);
  return (
    <TitledPage
      id="deals"
      meta={<PageMeta title={t("dealsTitle")} description={t("dealsDescription")} path="/deals" />}
      heading={t("dealsHeading")}
    >
      <p>{t("dealsText")}</p>
    </TitledPage>
  );
}

export function OffersPage() {
  const { t } = useMessages(staticPagesMessages);
  return (
    <TitledPage
      id="offers"
      meta={<PageMeta title={t("offersTitle")} description={t("offersDescription")} path="/offers" />}
      heading={t("offersTitle")}
    >
      <ul>
        <li>{t("freeDelivery")}</li>
        <li>{t("giftWrap")}</li>
        <li>{t("returns")}</li>
      </ul>
    </TitledPage>
  );
}

/** /checkout is placeholder text only; its title is there for the page's outline and screen readers. */
export function CheckoutPage() {
  const { t } = useMessages(staticPagesMessages);
  return (
    <TitledPage
      id="checkout"
      meta={<PageMeta title={t("checkoutTitle")} path="/checkout" noindex />}
      heading={t("checkoutTitle")}
      headingClassName="visually-hidden"
    >
      <p>{t("checkoutText")}</p>
    </TitledPage>
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

/** A page's section, named by its heading (`${id}-title`), after its PageMeta (`meta`). */
function TitledPage(props: {
  id: string;
  meta: ReactNode;
  heading: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${props.id}-title`}>
      {props.meta}
      <h1 id={`${props.id}-title`} className={props.headingClassName}>
        {props.heading}
      </h1>
      {props.children}
    </section>
  );
}
