// The product page's colour picker: a button per colour with a round chip of it and its name, the chosen one
// pressed. A colour that cannot be bought with the other choices kept is disabled and says why, as the other
// option pickers do. The chip's colour comes from shared/src/colours.ts, as the product's pictures' do.
import { colourHexes } from "@store/shared/colours";

export interface ColourSwatchesProps {
  colours: readonly string[];
  chosen: string;
  /** Why a colour cannot be chosen with the other choices kept, or null when it can. */
  unavailable: (colour: string) => string | null;
  onChoose: (colour: string) => void;
}

/** A chip's fill: the colour, or its two tones side by side ("Black/White"). */
export function chipBackground(colour: string): string {
  const [first, second] = colourHexes(colour);
  return second ? `linear-gradient(135deg, ${first} 50%, ${second} 50%)` : first!;
}

export function ColourSwatches({ colours, chosen, unavailable, onChoose }: ColourSwatchesProps) {
  return (
    <fieldset className="options swatches">
      <legend>Colour</legend>
      {colours.map((colour) => {
        const pressed = colour === chosen;
        // The chosen colour stays enabled (it is the choice), even when the variant it names is sold out.
        const why = pressed ? null : unavailable(colour);
        return (
          <button
            key={colour}
            type="button"
            className={why ? "swatch unavailable" : "swatch"}
            aria-pressed={pressed}
            disabled={why !== null}
            aria-label={why ? `${colour} (${why})` : undefined}
            title={why ?? undefined}
            onClick={() => onChoose(colour)}
          >
            <span className="swatch-chip" aria-hidden="true" style={{ background: chipBackground(colour) }} />
            {colour}
          </button>
        );
      })}
    </fieldset>
  );
}
