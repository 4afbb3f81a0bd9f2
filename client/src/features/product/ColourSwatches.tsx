// The product page's colour picker: a button per colour with a round chip of it and its name, the chosen one
// pressed, named in the page's language. A colour that cannot be bought says why, as the other option pickers do:
// a sold-out one stays choosable (its page offers "Notify me when it's back"); one that no variant has with the
// other choices kept is disabled. The chip's colour comes from shared/src/colours.ts, as the product's pictures' do.
import type { ReactNode } from "react";
import { colourHexes } from "@store/shared/colours";
import { useMessages } from "../../i18n/use-messages.ts";
import { useOptionValue } from "../../lib/option-value.ts";
import { productMessages } from "./product-messages.ts";

/** Why an option's value cannot be bought: said on it; `choosable` for a sold-out one (it can be asked about). */
export interface OptionUnavailable {
  why: string;
  choosable: boolean;
}

export interface ColourSwatchesProps {
  colours: readonly string[];
  chosen: string;
  /** Why a colour cannot be bought with the other choices kept, or null when it can. */
  unavailable: (colour: string) => OptionUnavailable | null;
  onChoose: (colour: string) => void;
  /** What the page says under the colours (#color-missing: "Please choose a colour"), if anything. */
  note?: ReactNode;
}

/**
 * A round chip of the colour, its second tone (of "Black/White") the lower right half. Drawn as SVG attributes,
 * not an inline style: the store's pages carry no style attributes (the HTML check refuses them).
 */
export function ColourChip({ colour }: { colour: string }) {
  const [first, second] = colourHexes(colour);
  return (
    <svg
      className="swatch-chip"
      viewBox="0 0 30 30"
      width="30"
      height="30"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="15" cy="15" r="14.5" fill={first} />
      {second && <path d="M4.75 25.25A14.5 14.5 0 0 0 25.25 4.75z" fill={second} />}
      <circle cx="15" cy="15" r="14" fill="none" stroke="#0f172a" strokeOpacity="0.25" />
    </svg>
  );
}

export function ColourSwatches({ colours, chosen, unavailable, onChoose, note }: ColourSwatchesProps) {
  const { t } = useMessages(productMessages);
  // Named in the page's language ("आकाशे नीलो" on Nepali pages); the choice stays the stored name.
  const option = useOptionValue();
  return (
    <fieldset
      className="options swatches"
      data-option="color"
      aria-describedby={note ? "color-missing" : undefined}
    >
      <legend>{t("color")}</legend>
      {colours.map((colour) => {
        const pressed = colour === chosen;
        // The chosen colour stays enabled (it is the choice), even when the variant it names is sold out.
        const blocked = pressed ? null : unavailable(colour);
        const why = blocked?.why ?? null;
        const shown = option("color", colour);
        return (
          <button
            key={colour}
            type="button"
            className={why ? "swatch unavailable" : "swatch"}
            aria-pressed={pressed}
            disabled={blocked !== null && !blocked.choosable}
            aria-label={why ? `${shown} (${why})` : undefined}
            title={why ?? undefined}
            onClick={() => onChoose(colour)}
          >
            <ColourChip colour={colour} />
            {shown}
          </button>
        );
      })}
      {note}
    </fieldset>
  );
}
