// The pages SPEC.md §2 keeps simple: deals and offers, and the vendor area (a title only).
import { PageMeta } from "../seo/PageMeta.tsx";

export function DealsPage() {
  return (
    <section aria-labelledby="deals-title">
      <PageMeta
        title="Deals"
        description="Today's deals at Nepal Store: discounted products marked with their saving. Prices in Rs."
        path="/deals"
      />
      <h1 id="deals-title">My Deals Page</h1>
      <p>Discounted products are marked with their saving on every product card.</p>
    </section>
  );
}

export function OffersPage() {
  return (
    <section aria-labelledby="offers-title">
      <PageMeta
        title="All Offers"
        description="Offers at Nepal Store: free delivery over Rs 5,000, gift wrap for Rs 100 and a 30-day return policy."
        path="/offers"
      />
      <h1 id="offers-title">All Offers</h1>
      <ul>
        <li>Free delivery on orders over Rs 5,000.</li>
        <li>Gift wrap for Rs 100 on any order.</li>
        <li>30-day return policy on eligible products.</li>
      </ul>
    </section>
  );
}

/** /checkout is placeholder text only; its title is there for the page's outline and screen readers. */
export function CheckoutPage() {
  return (
    <section aria-labelledby="checkout-title">
      <PageMeta title="Checkout" path="/checkout" noindex />
      <h1 id="checkout-title" className="visually-hidden">
        Checkout
      </h1>
      <p>Review your cart, then choose Checkout to continue.</p>
    </section>
  );
}

export function VendorPage() {
  return (
    <>
      <PageMeta title="Vendor Dashboard" path="/vendor" />
      <h1>Vendor Dashboard</h1>
    </>
  );
}
