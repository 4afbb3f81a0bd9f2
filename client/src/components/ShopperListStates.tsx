// The states a list of the shopper's own (the cart, the wishlist) shows before its lines: each with the page's
// title (`meta`, its PageMeta), since the page is personal in every state.
import type { ReactNode } from "react";
import { Link } from "react-router-dom";

/** One line instead of the list: while it loads (`role` status) or when it could not be read (alert). */
export function ListMessage({
  meta,
  role,
  text,
}: {
  meta: ReactNode;
  role: "status" | "alert";
  text: string;
}) {
  return (
    <>
      {meta}
      <p role={role}>{text}</p>
    </>
  );
}

/** Nothing in the list yet: what it says, and the way to the products. */
export function EmptyList({
  meta,
  heading,
  linkLabel,
}: {
  meta: ReactNode;
  heading: string;
  linkLabel: string;
}) {
  return (
    <section className="empty-cart">
      {meta}
      <h1>{heading}</h1>
      <Link className="button primary" to="/products">
        {linkLabel}
      </Link>
    </section>
  );
}
