import { Link } from "react-router-dom";
import { useMessages } from "../../i18n/use-messages.ts";
import { useDataSaver } from "../../lib/data-saver.tsx";
import { localDigits } from "../../components/digits.ts";
import { footerMessages } from "./footer-messages.ts";

const CATEGORY_LINKS = [
  ["computer-laptop", "computersLaptops"],
  ["smartphone", "smartphones"],
  ["headphone", "headphones"],
  ["accessories", "accessories"],
  ["camera-photo", "cameraPhoto"],
  ["tv-homes", "tvHomes"],
] as const;

const QUICK_LINKS = [
  ["/compare", "compare"],
  ["/help", "help"],
  ["/about", "aboutUs"],
  ["/support", "support"],
  ["/faq", "faq"],
  ["/track-order", "trackOrder"],
  ["/offers", "allOffers"],
] as const;

export function Footer() {
  const { t, language } = useMessages(footerMessages);
  return (
    <footer className="site-footer">
      <section aria-labelledby="footer-contact">
        <h2 id="footer-contact">{t("contactUs")}</h2>
        <address>
          {t("address")}
          <br />
          {/* A non-breaking space and hyphen keep the number on one line. */}
          <a href="tel:+97714200000">+977&nbsp;1&#8209;4200000</a>
          <br />
          <a href="mailto:support@nepalstore.example">support@nepalstore.example</a>
        </address>
      </section>
      <LinkList
        id="footer-categories"
        heading={t("categories")}
        links={CATEGORY_LINKS.map(([slug, name]) => [`/category/${slug}`, t(name)])}
      />
      <LinkList
        id="footer-quick"
        heading={t("quickLinks")}
        links={QUICK_LINKS.map(([to, name]) => [to, t(name)])}
      />
      <section aria-labelledby="footer-apps">
        <h2 id="footer-apps">{t("getTheApp")}</h2>
        <p className="app-badges">
          <span className="app-badge">App Store</span>
          <span className="app-badge">Google Play</span>
        </p>
      </section>
      <DataSaverSwitch label={t("dataSaver")} />
      <p className="copyright">{t("copyright", { year: localDigits(2026, language) })}</p>
    </footer>
  );
}

/** A titled list of links in the footer, a navigation landmark named by its heading. `links`: [to, text]. */
function LinkList({
  id,
  heading,
  links,
}: {
  id: string;
  heading: string;
  links: (readonly [string, string])[];
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul>
        {links.map(([to, text]) => (
          <li key={to}>
            <Link to={to}>{text}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The store's own data saver switch: a labelled checkbox, remembered in a cookie (lib/data-saver.tsx). */
function DataSaverSwitch({ label }: { label: string }) {
  const { on, set } = useDataSaver();
  return (
    <label className="checkbox data-saver-switch">
      <input type="checkbox" checked={on} onChange={(event) => set(event.target.checked)} />
      {label}
    </label>
  );
}
