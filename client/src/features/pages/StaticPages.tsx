// The pages SPEC.md §2 keeps simple: deals and offers, and the vendor area (a title only).

export function DealsPage() {
  return (
    <section aria-labelledby="deals-title">
      <h1 id="deals-title">My Deals Page</h1>
      <p>Discounted products are marked with their saving on every product card.</p>
    </section>
  );
}

export function OffersPage() {
  return (
    <section aria-labelledby="offers-title">
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
      <h1 id="checkout-title" className="visually-hidden">
        Checkout
      </h1>
      <p>Review your cart, then choose Checkout to continue.</p>
    </section>
  );
}

export function VendorPage() {
  return <h1>Vendor Dashboard</h1>;
}
