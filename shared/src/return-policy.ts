// The store's one return policy (issue 29: one promise per policy). Every page that speaks of returns says it
// through client/src/lib/return-policy/, which words these days; nothing else writes a number of days or hours
// for returns. Thirty days, as /offers and the business constants (SPEC.md §9 "Return policy text") state it;
// the home page's feature card, which once promised a return within 24 hours, now says the same.

/** Days after delivery within which an eligible product may be returned, with the money given back. */
export const RETURN_DAYS = 30;
