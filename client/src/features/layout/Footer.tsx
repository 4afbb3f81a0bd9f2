import { Link } from "react-router-dom";

const CATEGORY_LINKS = [
  ["computer-laptop", "Computers & Laptops"],
  ["smartphone", "Smartphones"],
  ["headphone", "Headphones"],
  ["accessories", "Accessories"],
  ["camera-photo", "Camera & Photo"],
  ["tv-homes", "TV & Homes"],
] as const;

const QUICK_LINKS = [
  ["/compare", "Compare"],
  ["/help", "Help"],
  ["/about", "About us"],
  ["/support", "Support"],
  ["/faq", "FAQ"],
  ["/track-order", "Track your order"],
  ["/offers", "All offers"],
] as const;

export function Footer() {
  return (
    <footer className="site-footer">
      <section aria-labelledby="footer-contact">
        <h2 id="footer-contact">Contact us</h2>
        <address>
          Durbar Marg, Kathmandu 44600, Nepal
          <br />
          {/* A non-breaking space and hyphen keep the number on one line. */}
          <a href="tel:+97714200000">+977&nbsp;1&#8209;4200000</a>
          <br />
          <a href="mailto:support@nepalstore.example">support@nepalstore.example</a>
        </address>
      </section>
      <nav aria-labelledby="footer-categories">
        <h2 id="footer-categories">Categories</h2>
        <ul>
          {CATEGORY_LINKS.map(([slug, name]) => (
            <li key={slug}>
              <Link to={`/category/${slug}`}>{name}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-labelledby="footer-quick">
        <h2 id="footer-quick">Quick links</h2>
        <ul>
          {QUICK_LINKS.map(([to, name]) => (
            <li key={to}>
              <Link to={to}>{name}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="footer-apps">
        <h2 id="footer-apps">Get the app</h2>
        <p className="app-badges">
          <span className="app-badge">App Store</span>
          <span className="app-badge">Google Play</span>
        </p>
      </section>
      <p className="copyright">© 2026 Nepal Store. Prices in Rs, VAT included.</p>
    </footer>
  );
}
