import { useEffect, useState, type FormEvent } from "react";
import { Link, NavLink, useNavigate } from "react-router-dom";
import { CATEGORIES } from "@store/shared/categories";
import { useAppDispatch, useAppSelector } from "../hooks.ts";
import { signedOut } from "../../lib/auth-slice.ts";
import { VoiceSearchButton } from "../../features/search/VoiceSearchButton.tsx";
import { usePlaceName, watchDeliveryLocation } from "./delivery-location.ts";
import { useFormat, useMessages } from "../../i18n/use-messages.ts";
import { headerMessages } from "./header-messages.ts";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import { useLoginHere } from "../../features/auth/after-login.ts";
import { useCartQuery, useCategoriesQuery } from "../../api/layout-api.ts";
import { useLocalCategories } from "../../lib/local-name.ts";

export function Header() {
  const navigate = useNavigate();
  const { t } = useMessages(headerMessages);
  const placeName = usePlaceName();
  const { number } = useFormat();
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.auth.user);
  // Until the answer comes, the seed's categories (the same the API serves unless a merchant changed them): an
  // empty bar that fills later pushes the page down as it wraps on a phone (layout shift, Lighthouse's CLS).
  const categories = useLocalCategories(useCategoriesQuery().data ?? CATEGORIES);
  // The cart is the shopper's: asked for once the browser knows who is signed in (after hydration).
  const restored = useAppSelector((state) => state.auth.restored);
  const { data: cart } = useCartQuery(undefined, { skip: !restored });
  const [location, setLocation] = useState("Kathmandu");
  const [search, setSearch] = useState("");
  const loginHere = useLoginHere();

  useEffect(() => watchDeliveryLocation(setLocation), []);

  function searchFor(text: string) {
    navigate(`/products?${new URLSearchParams({ search: text })}`);
  }

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    const text = search.trim();
    if (text) searchFor(text);
  }

  return (
    <header className="site-header">
      <div className="header-top">
        {/* Named by its own text (a label that differs from the visible "NepalStore" fails WCAG's "label in
            name"): the hidden words make it "Nepal Store home" without changing the logo's look. */}
        <Link to="/" className="logo">
          Nepal<span className="visually-hidden">&nbsp;</span>
          <span>Store</span>
          <span className="visually-hidden">&nbsp;{t("logoHidden")}</span>
        </Link>
        <p className="delivery-location">
          {t("deliverTo")} <strong>{placeName(location)}</strong>
        </p>
        {/* Without JavaScript the browser submits it as /products?search=…, the listing's own URL. */}
        <form role="search" method="get" action="/products" className="search" onSubmit={submitSearch}>
          <label htmlFor="site-search" className="visually-hidden">
            {t("searchLabel")}
          </label>
          <input
            id="site-search"
            type="search"
            name="search"
            placeholder={t("searchPlaceholder")}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <VoiceSearchButton onTranscript={setSearch} onSearch={searchFor} />
          <button type="submit" className="button primary">
            {t("search")}
          </button>
        </form>
        <nav aria-label={t("accountNav")} className="account-links">
          <LanguageSwitch />
          <NavLink to="/deals">{t("deals")}</NavLink>
          <NavLink
            to="/cart"
            aria-label={t("cartItems", { count: cart?.itemCount ?? 0, shown: number(cart?.itemCount ?? 0) })}
          >
            {t("cart")} <span className="badge">{number(cart?.itemCount ?? 0)}</span>
          </NavLink>
          {user ? (
            <details className="profile-menu">
              <summary>{user.name.split(" ")[0]}</summary>
              <ul>
                <li>
                  <Link to="/profile">{t("myProfile")}</Link>
                </li>
                <li>
                  <Link to="/orders">{t("myOrders")}</Link>
                </li>
                <li>
                  <Link to="/wishlist">{t("wishlist")}</Link>
                </li>
                <li>
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => {
                      dispatch(signedOut());
                      navigate("/login");
                    }}
                  >
                    {t("logout")}
                  </button>
                </li>
              </ul>
            </details>
          ) : (
            <NavLink to={loginHere}>{t("login")}</NavLink>
          )}
        </nav>
      </div>
      {/* Named apart from the footer's "Categories": two navigation landmarks must not share a name. */}
      <nav aria-label={t("categoriesNav")} className="category-bar">
        <ul>
          {categories.map((category) => (
            <li key={category.slug}>
              <details>
                <summary>{category.name}</summary>
                <ul>
                  <li>
                    <Link to={`/products?category=${category.slug}`}>
                      {t("allOf", { category: category.name })}
                    </Link>
                  </li>
                  {category.subcategories.map((sub) => (
                    <li key={sub.slug}>
                      <Link to={`/products?category=${category.slug}&sub=${sub.slug}`}>{sub.name}</Link>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
