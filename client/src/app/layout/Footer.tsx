import { Link } from "react-router-dom";
import { useMessages } from "../../i18n/use-messages.ts";
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
      <nav aria-labelledby="footer-categories">
        <h2 id="footer-categories">{t("categories")}</h2>
        <ul>
          {CATEGORY_LINKS.map(([slug, name]) => (
            <li key={slug}>
              <Link to={`/category/${slug}`}>{t(name)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-labelledby="footer-quick">
        <h2 id="footer-quick">{t("quickLinks")}</h2>
        <ul>
          {QUICK_LINKS.map(([to, name]) => (
            <li key={to}>
              <Link to={to}>{t(name)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="footer-apps">
        <h2 id="footer-apps">{t("getTheApp")}</h2>
        <p className="app-badges">
          <span className="app-badge">App Store</span>
          <span className="app-badge">Google Play</span>
        </p>
      </section>
      <p className="copyright">{t("copyright", { year: localDigits(2026, language) })}</p>
    </footer>
  );
}
