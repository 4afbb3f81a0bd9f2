import { useState } from "react";
import { useMessages } from "../../i18n/use-messages.ts";
import { catalogMessages } from "./catalog-messages.ts";

interface Prices {
  minPrice: string;
  maxPrice: string;
}

/**
 * The price range being typed, as fields of the listing's filter form: its Apply button submits that form, which
 * applies the range (with JavaScript, the other filters apply as they change; without it, Apply sends them all).
 * The listing gives it a key made of the URL's range, so a range changed elsewhere (back button, a link) starts
 * a fresh draft.
 */
export function PriceFilter(fromUrl: Prices) {
  const [prices, setPrices] = useState(fromUrl);
  const { t } = useMessages(catalogMessages);
  const digits = (value: string) => value.replace(/\D/g, "");

  return (
    <div className="price-filter">
      <label>
        {t("minPrice")}
        <input
          type="text"
          name="minPrice"
          inputMode="numeric"
          value={prices.minPrice}
          onChange={(event) => setPrices((p) => ({ ...p, minPrice: digits(event.target.value) }))}
        />
      </label>
      <label>
        {t("maxPrice")}
        <input
          type="text"
          name="maxPrice"
          inputMode="numeric"
          value={prices.maxPrice}
          onChange={(event) => setPrices((p) => ({ ...p, maxPrice: digits(event.target.value) }))}
        />
      </label>
      <button type="submit" className="button">
        {t("apply")}
      </button>
    </div>
  );
}
