import { useState, type FormEvent } from "react";

interface Prices {
  minPrice: string;
  maxPrice: string;
}

/**
 * The price range being typed; applied to the URL on Apply. The listing gives it a key made of the URL's
 * range, so a range changed elsewhere (back button, a link) starts a fresh draft.
 */
export function PriceFilter({ onApply, ...fromUrl }: Prices & { onApply: (prices: Prices) => void }) {
  const [prices, setPrices] = useState(fromUrl);
  const digits = (value: string) => value.replace(/\D/g, "");

  function apply(event: FormEvent) {
    event.preventDefault();
    onApply(prices);
  }

  return (
    <form onSubmit={apply} className="price-filter">
      <label>
        Min price (Rs)
        <input
          type="text"
          inputMode="numeric"
          value={prices.minPrice}
          onChange={(event) => setPrices((p) => ({ ...p, minPrice: digits(event.target.value) }))}
        />
      </label>
      <label>
        Max price (Rs)
        <input
          type="text"
          inputMode="numeric"
          value={prices.maxPrice}
          onChange={(event) => setPrices((p) => ({ ...p, maxPrice: digits(event.target.value) }))}
        />
      </label>
      <button type="submit" className="button">
        Apply
      </button>
    </form>
  );
}
