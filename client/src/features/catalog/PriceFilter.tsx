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

  return (
    <div className="price-filter">
      <PriceInput
        name="minPrice"
        label={t("minPrice")}
        value={prices.minPrice}
        onValueChange={(minPrice) => setPrices((p) => ({ ...p, minPrice }))}
      />
      <PriceInput
        name="maxPrice"
        label={t("maxPrice")}
        value={prices.maxPrice}
        onValueChange={(maxPrice) => setPrices((p) => ({ ...p, maxPrice }))}
      />
      <button type="submit" className="button">
        {t("apply")}
      </button>
    </div>
  );
}

/** A bound of the range, in whole rupees: whatever is typed keeps only its digits. */
function PriceInput(props: {
  name: keyof Prices;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
}) {
  return (
    <label>
      {props.label}
      <input
        type="text"
        name={props.name}
        inputMode="numeric"
        value={props.value}
        onChange={(event) => props.onValueChange(event.target.value.replace(/\D/g, ""))}
      />
    </label>
  );
}
