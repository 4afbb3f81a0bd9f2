// The drawings of the generated product pictures: one flat pictogram per subcategory of the catalogue (a shoe for
// footwear, headphones for audio), one per top-level category for a subcategory without its own, and a price tag
// for anything else. Each is drawn in a 200x200 box: `currentColor` is the product's colour (the object's fill),
// white the highlights. Drawn for this store by hand, from plain shapes.

/** A pictogram's markup in its 200x200 box. */
type Drawing = string;

const HIGHLIGHT = 'fill="#fff" opacity=".5"';
const stroke = (width: number) =>
  `fill="none" stroke="currentColor" stroke-width="${width}" stroke-linecap="round"`;

/** The drawing of each top-level category: what a subcategory without its own shows. */
export const CATEGORY_ART: Record<string, Drawing> = {
  electronics:
    '<rect x="52" y="8" width="96" height="184" rx="18"/><rect x="62" y="26" width="76" height="140" rx="6" fill="#fff"/>' +
    '<circle cx="100" cy="179" r="6" fill="#fff"/><rect x="70" y="36" width="60" height="40" rx="4" opacity=".3"/>',
  groceries:
    `<path d="M70 64a30 30 0 0 1 60 0" ${stroke(10)}/><path d="M34 60h132l-12 132H46z"/>` +
    '<path d="M100 150c-22-8-28-30-16-46 20 4 28 24 16 46z" fill="#fff" opacity=".85"/>',
  fruits:
    '<path d="M100 62c-30-18-78-6-78 48 0 44 32 84 56 84 10 0 14-5 22-5s12 5 22 5c24 0 56-40 56-84 0-54-48-66-78-48z"/>' +
    '<path d="M100 62c0-18 4-32 14-44" fill="none" stroke="#78350f" stroke-width="7" stroke-linecap="round"/>' +
    '<path d="M108 38c14-22 40-26 56-20-8 22-34 30-56 20z" fill="#65a30d"/><ellipse cx="60" cy="100" rx="10" ry="20" fill="#fff" opacity=".35"/>',
  "home-kitchen":
    '<path d="M30 88h140v62a36 36 0 0 1-36 36H66a36 36 0 0 1-36-36z"/><rect x="18" y="74" width="164" height="18" rx="9"/>' +
    '<rect x="8" y="104" width="26" height="12" rx="6"/><rect x="166" y="104" width="26" height="12" rx="6"/><rect x="88" y="56" width="24" height="20" rx="6"/>',
  fashion:
    '<path d="M72 18l28 18 28-18 54 34-22 40-22-12v104H62V80L40 92 18 52z"/>' +
    '<path d="M72 18c4 16 14 24 28 24s24-8 28-24" fill="none" stroke="#fff" stroke-width="6" opacity=".7"/>',
  beauty:
    '<rect x="62" y="72" width="76" height="122" rx="18"/><rect x="84" y="44" width="32" height="30" rx="4"/>' +
    `<path d="M92 44V26h36v12h-18" ${stroke(8)} stroke-linejoin="round"/><rect x="74" y="108" width="52" height="50" rx="8" fill="#fff" opacity=".8"/>`,
  "home-improvement":
    '<g transform="rotate(-35 100 100)"><rect x="90" y="62" width="20" height="132" rx="8"/><rect x="44" y="22" width="112" height="46" rx="10"/>' +
    '<rect x="44" y="30" width="26" height="30" rx="4" fill="#fff" opacity=".4"/></g>',
  "sports-toys":
    '<circle cx="100" cy="100" r="86"/><path d="M100 62l36 26-14 42H78L64 88z" fill="#fff"/>' +
    '<path d="M100 62V18M136 88l40-14M122 130l26 36M78 130l-26 36M64 88l-40-14" stroke="#fff" stroke-width="6" stroke-linecap="round"/>',
};

/** A price tag: a product of a category the store does not draw. */
export const GENERIC_ART: Drawing =
  '<path d="M18 104l84-84h66a12 12 0 0 1 12 12v66l-84 84a12 12 0 0 1-17 0l-61-61a12 12 0 0 1 0-17z"/>' +
  '<circle cx="144" cy="56" r="14" fill="#fff"/><path d="M66 110l34 34M80 96l34 34" stroke="#fff" stroke-width="7" stroke-linecap="round" opacity=".6"/>';

/** The drawing of each subcategory the store has (shared/src/categories.ts), by its slug. */
export const SUBCATEGORY_ART: Record<string, Drawing> = {
  // Electronics
  smartphone: CATEGORY_ART.electronics!,
  "computer-laptop":
    '<rect x="34" y="40" width="132" height="92" rx="8"/><rect x="44" y="50" width="112" height="72" rx="3" fill="#fff" opacity=".85"/>' +
    '<path d="M12 142h176l-12 20H24z"/><rect x="84" y="144" width="32" height="5" rx="2.5" fill="#fff" opacity=".6"/>',
  headphone:
    `<path d="M38 122v-22a62 62 0 0 1 124 0v22" ${stroke(14)}/><rect x="22" y="108" width="40" height="66" rx="16"/>` +
    `<rect x="138" y="108" width="40" height="66" rx="16"/><rect x="34" y="122" width="10" height="38" rx="5" ${HIGHLIGHT}/>`,
  "camera-photo":
    '<path d="M70 52l10-16h40l10 16h40a12 12 0 0 1 12 12v84a12 12 0 0 1-12 12H30a12 12 0 0 1-12-12V64a12 12 0 0 1 12-12z"/>' +
    '<circle cx="100" cy="106" r="38" fill="#fff" opacity=".9"/><circle cx="100" cy="106" r="26"/><circle cx="91" cy="97" r="7" fill="#fff" opacity=".6"/>',
  "tv-homes":
    '<rect x="12" y="34" width="176" height="112" rx="8"/><rect x="22" y="44" width="156" height="92" rx="3" fill="#fff" opacity=".85"/>' +
    '<path d="M72 170l12-24h32l12 24z"/><rect x="56" y="166" width="88" height="10" rx="5"/>',
  accessories:
    `<rect x="56" y="14" width="88" height="150" rx="16"/><rect x="72" y="32" width="56" height="8" rx="4" ${HIGHLIGHT}/>` +
    `<path d="M106 62l-30 42h22l-8 34 32-46h-22z" fill="#fff"/><path d="M100 164v12a12 12 0 0 0 12 12h44" ${stroke(8)}/>`,
  // Groceries
  "rice-grains":
    '<path d="M58 30h84l-8 22c22 18 36 54 36 86 0 34-22 52-70 52s-70-18-70-52c0-32 14-68 36-86z"/>' +
    '<path d="M62 52h76" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".7"/><ellipse cx="100" cy="130" rx="38" ry="30" fill="#fff" opacity=".85"/>' +
    '<ellipse cx="86" cy="130" rx="6" ry="11" transform="rotate(-25 86 130)"/><ellipse cx="112" cy="126" rx="6" ry="11" transform="rotate(20 112 126)"/><ellipse cx="100" cy="142" rx="6" ry="11" transform="rotate(80 100 142)"/>',
  "dal-pulses":
    '<rect x="50" y="16" width="100" height="26" rx="8"/><path d="M58 42h84c12 0 22 10 22 22v104a18 18 0 0 1-18 18H54a18 18 0 0 1-18-18V64c0-12 10-22 22-22z"/>' +
    '<path d="M44 96h112v64H44z" fill="#fff" opacity=".8"/><g opacity=".9"><circle cx="70" cy="116" r="9"/><circle cx="96" cy="124" r="9"/><circle cx="124" cy="114" r="9"/><circle cx="84" cy="142" r="9"/><circle cx="114" cy="142" r="9"/></g>',
  "spices-masala":
    '<path d="M152 52c-6 66-52 120-124 134 40-34 66-84 74-132 16-10 34-12 50-2z"/>' +
    `<path d="M132 52c0-16 8-30 24-38" ${stroke(9)} color="#3f6212"/><path d="M118 62c-4 30-18 58-40 82" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".5"/>`,
  "tea-coffee":
    '<path d="M30 80h120v40a50 50 0 0 1-50 50H80a50 50 0 0 1-50-50z"/>' +
    `<path d="M150 94h8a20 20 0 0 1 0 40h-12" ${stroke(10)}/><rect x="14" y="174" width="152" height="12" rx="6"/>` +
    `<path d="M70 64c-8-10 8-18 0-30M100 60c-8-10 8-18 0-30M130 64c-8-10 8-18 0-30" ${stroke(6)} opacity=".5"/>`,
  "snacks-noodles":
    '<path d="M20 98h160a80 76 0 0 1-160 0z"/><rect x="70" y="176" width="60" height="10" rx="5"/>' +
    '<path d="M40 98c10-16 20 16 30 0s20 16 30 0 20 16 30 0 20 16 30 0" fill="none" stroke="#fff" stroke-width="6" opacity=".8"/>' +
    `<path d="M118 84l50-68M134 88l48-58" ${stroke(7)}/>`,
  "cooking-oil":
    '<rect x="84" y="8" width="32" height="18" rx="4"/><path d="M88 26h24v20c26 14 36 32 36 52v82a14 14 0 0 1-14 14H66a14 14 0 0 1-14-14V98c0-20 10-38 36-52z"/>' +
    '<path d="M100 104c-16 18-18 34 0 44 18-10 16-26 0-44z" fill="#fff" opacity=".85"/>',
  // Fruits and vegetables
  "fresh-fruits": CATEGORY_ART.fruits!,
  vegetables:
    '<path d="M144 60c12 12 10 30-2 42L54 178c-9 7-21-3-15-13l72-98c12-14 24-16 33-7z"/>' +
    '<path d="M146 58c4-22 18-38 40-44-2 22-18 38-40 44zM146 58c-6-20-2-38 10-50 10 18 6 36-10 50zM146 58c18-8 36-4 48 8-18 10-36 8-48-8z" fill="#4d7c0f"/>' +
    '<path d="M92 110l14 10M74 136l12 8M112 86l10 8" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".6"/>',
  "dry-fruits":
    '<g fill="#b7793f"><path d="M62 24c34 16 48 70 14 108-34-30-44-86-14-108z"/><path d="M142 40c32 20 40 76 2 108-30-34-34-90-2-108z"/>' +
    '<path d="M100 104c32 18 40 66 6 90-30-24-36-68-6-90z"/></g>' +
    '<path d="M64 42c10 22 14 48 10 72M142 58c8 22 8 48 0 72M101 120c8 18 8 40 2 58" fill="none" stroke="#fff" stroke-width="4" opacity=".45"/>',
  // Home and kitchen
  cookware: CATEGORY_ART["home-kitchen"]!,
  "kitchen-appliances":
    `<path d="M58 18h84l-10 100H68z"/><path d="M140 34h16a8 8 0 0 1 8 8v40a8 8 0 0 1-8 8h-20" ${stroke(8)}/>` +
    '<rect x="62" y="112" width="76" height="14" rx="4"/><rect x="46" y="124" width="108" height="64" rx="12"/>' +
    '<circle cx="100" cy="156" r="13" fill="#fff" opacity=".8"/><path d="M78 38l6 64" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".45"/>',
  dining:
    '<circle cx="100" cy="104" r="62"/><circle cx="100" cy="104" r="44" fill="#fff" opacity=".75"/>' +
    '<ellipse cx="18" cy="56" rx="10" ry="18"/><rect x="14" y="70" width="8" height="112" rx="4"/>' +
    '<path d="M176 28c10 0 14 22 14 58h-10v96a5 5 0 0 1-10 0V34c0-4 2-6 6-6z"/>',
  "home-decor":
    '<path d="M58 26h84l28 74H30z"/><rect x="94" y="100" width="12" height="58"/><path d="M58 186c0-18 18-28 42-28s42 10 42 28z"/>' +
    '<path d="M72 38h14l-12 52H54z" fill="#fff" opacity=".35"/>',
  bedding:
    '<rect x="12" y="56" width="20" height="128" rx="6"/><rect x="168" y="98" width="20" height="86" rx="6"/><rect x="28" y="118" width="144" height="44" rx="8"/>' +
    '<rect x="38" y="90" width="54" height="30" rx="13" fill="#fff" opacity=".9"/><path d="M98 118c0-12 8-18 20-18h54v18z" opacity=".75"/>',
  // Fashion
  "mens-clothing": CATEGORY_ART.fashion!,
  "womens-clothing":
    '<path d="M74 14l26 16 26-16 34 22-12 30-18-8 32 132H38L70 58l-18 8-12-30z"/>' +
    '<path d="M86 18c2 10 8 16 14 16s12-6 14-16" fill="none" stroke="#fff" stroke-width="5" opacity=".7"/><path d="M52 166h96" stroke="#fff" stroke-width="6" opacity=".5"/>',
  footwear:
    '<path d="M16 150c0-22 4-46 10-66 4-12 16-14 24-6 14 14 30 22 50 22 14 0 24 10 36 18 14 10 32 10 42 18 8 6 10 14 10 22v8H20c-2 0-4-8-4-16z"/>' +
    '<path d="M12 160h176v10a8 8 0 0 1-8 8H20a8 8 0 0 1-8-8z" fill="#fff" stroke="#0f172a" stroke-opacity=".25" stroke-width="2"/>' +
    '<path d="M70 104l12-12M86 112l12-12M102 118l10-12" stroke="#fff" stroke-width="5" stroke-linecap="round"/>',
  bags:
    `<path d="M72 42a28 28 0 0 1 56 0" ${stroke(10)}/><rect x="38" y="40" width="124" height="150" rx="30"/>` +
    '<rect x="58" y="116" width="84" height="56" rx="12" fill="#fff" opacity=".35"/><rect x="58" y="116" width="84" height="10" rx="5" fill="#fff" opacity=".7"/>',
  watches:
    '<rect x="74" y="8" width="52" height="184" rx="14" opacity=".7"/><circle cx="100" cy="100" r="54"/><circle cx="100" cy="100" r="42" fill="#fff"/>' +
    `<path d="M100 72v28l18 12" ${stroke(6)}/><rect x="152" y="92" width="10" height="16" rx="3"/>`,
  // Beauty and health
  skincare:
    `<rect x="34" y="58" width="132" height="34" rx="10"/><path d="M42 92h116v72a22 22 0 0 1-22 22H64a22 22 0 0 1-22-22z"/>` +
    `<rect x="60" y="118" width="80" height="42" rx="8" fill="#fff" opacity=".8"/><rect x="46" y="66" width="30" height="8" rx="4" ${HIGHLIGHT}/>`,
  haircare: CATEGORY_ART.beauty!,
  makeup:
    '<rect x="66" y="112" width="68" height="80" rx="8"/><rect x="74" y="82" width="52" height="34" rx="4" opacity=".75"/>' +
    `<path d="M80 82V42l40-24v64z"/><path d="M88 80V46l10-6v40z" ${HIGHLIGHT}/>`,
  fragrance:
    '<rect x="84" y="16" width="32" height="26" rx="4"/><rect x="92" y="42" width="16" height="16"/><rect x="32" y="58" width="136" height="128" rx="26"/>' +
    `<circle cx="100" cy="122" r="34" fill="#fff" opacity=".8"/><path d="M124 22l28-10M124 30h30M124 38l28 10" ${stroke(5)} opacity=".5"/>`,
  "personal-care":
    '<path d="M50 16h100l-10 134H60z"/><rect x="80" y="150" width="40" height="18"/><rect x="74" y="166" width="52" height="22" rx="4"/>' +
    '<rect x="66" y="56" width="68" height="52" rx="8" fill="#fff" opacity=".8"/><rect x="50" y="16" width="100" height="12" opacity=".6"/>',
  // Home improvement
  tools: CATEGORY_ART["home-improvement"]!,
  electrical:
    '<rect x="64" y="10" width="14" height="44" rx="4"/><rect x="122" y="10" width="14" height="44" rx="4"/><path d="M44 50h112v40a56 56 0 0 1-112 0z"/>' +
    `<rect x="88" y="142" width="24" height="26"/><path d="M100 168v20" ${stroke(10)}/><path d="M104 66l-22 34h16l-8 30 26-38h-16z" fill="#fff"/>`,
  lighting:
    '<path d="M100 12a62 62 0 0 0-36 112c8 6 12 14 12 22h48c0-8 4-16 12-22a62 62 0 0 0-36-112z"/>' +
    `<rect x="76" y="150" width="48" height="12" rx="4"/><rect x="78" y="166" width="44" height="12" rx="4"/><path d="M90 188h20" ${stroke(8)}/>` +
    '<path d="M68 70a34 34 0 0 1 28-32" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".6"/>',
  bathroom:
    '<rect x="28" y="24" width="56" height="16" rx="8"/><rect x="48" y="38" width="16" height="24"/><rect x="18" y="60" width="48" height="34" rx="6"/>' +
    '<path d="M62 62h70a32 32 0 0 1 32 32v18h-30V98a6 6 0 0 0-6-6H62z"/><path d="M149 128c-12 18-15 30-15 38a15 15 0 0 0 30 0c0-8-3-20-15-38z"/>',
  paint:
    `<rect x="26" y="18" width="134" height="46" rx="12"/><path d="M160 40h18v50H100v30" ${stroke(10)} stroke-linejoin="round"/>` +
    '<rect x="88" y="116" width="24" height="72" rx="8"/><rect x="38" y="28" width="36" height="26" rx="6" fill="#fff" opacity=".4"/>',
  // Sports and toys
  fitness:
    '<rect x="14" y="62" width="26" height="76" rx="6"/><rect x="40" y="44" width="26" height="112" rx="6"/><rect x="134" y="44" width="26" height="112" rx="6"/>' +
    `<rect x="160" y="62" width="26" height="76" rx="6"/><rect x="66" y="90" width="68" height="20" rx="4"/><rect x="46" y="54" width="8" height="60" rx="4" ${HIGHLIGHT}/>`,
  outdoor:
    '<path d="M100 26L10 178h180z"/><path d="M100 26l-32 152h64z" fill="#fff" opacity=".85"/>' +
    `<path d="M100 26L84 8M100 26l16-18" ${stroke(6)}/><path d="M100 90l-16 88h32z" opacity=".9"/>`,
  cricket:
    '<g transform="rotate(32 110 100)"><rect x="100" y="4" width="22" height="58" rx="6"/><path d="M90 60h42v112a14 14 0 0 1-14 14h-14a14 14 0 0 1-14-14z"/>' +
    `<rect x="98" y="74" width="8" height="96" rx="4" ${HIGHLIGHT}/></g><circle cx="44" cy="152" r="28"/>` +
    '<path d="M26 134a28 28 0 0 1 34 38" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="5 4"/>',
  football: CATEGORY_ART["sports-toys"]!,
  toys:
    '<rect x="18" y="82" width="164" height="92" rx="8"/><rect x="32" y="56" width="38" height="28" rx="6"/><rect x="81" y="56" width="38" height="28" rx="6"/>' +
    `<rect x="130" y="56" width="38" height="28" rx="6"/><rect x="28" y="94" width="144" height="12" rx="6" fill="#fff" opacity=".35"/>`,
};

/** Things a subcategory holds that its drawing would misname (a topi is not a T-shirt), known by their name. */
const THING_ART: { id: string; words: RegExp; art: Drawing }[] = [
  {
    id: "cap",
    words: /(?:^|-)(?:topi|cap)(?:-|$)/,
    art:
      '<path d="M26 150l14-80c4-22 118-34 132-8l4 88z"/><rect x="20" y="146" width="160" height="22" rx="6"/>' +
      '<path d="M46 100l16-12 16 12 16-12 16 12 16-12 16 12 16-12M44 124l16-12 16 12 16-12 16 12 16-12 16 12 16-12" fill="none" stroke="#fff" stroke-width="5" opacity=".7"/>',
  },
  {
    id: "speaker",
    words: /(?:^|-)speaker(?:-|$)/,
    art:
      '<rect x="14" y="56" width="172" height="88" rx="44"/><circle cx="58" cy="100" r="30" fill="#fff" opacity=".85"/>' +
      '<circle cx="142" cy="100" r="30" fill="#fff" opacity=".85"/><circle cx="58" cy="100" r="14"/><circle cx="142" cy="100" r="14"/>',
  },
  {
    id: "fridge",
    words: /(?:^|-)(?:refrigerator|fridge)(?:-|$)/,
    art:
      '<rect x="50" y="8" width="100" height="184" rx="12"/><path d="M50 74h100" stroke="#fff" stroke-width="5" opacity=".8"/>' +
      '<rect x="128" y="30" width="8" height="30" rx="4" fill="#fff"/><rect x="128" y="90" width="8" height="50" rx="4" fill="#fff"/>',
  },
  {
    id: "washer",
    words: /(?:^|-)washing-machine(?:-|$)/,
    art:
      '<rect x="32" y="14" width="136" height="176" rx="14"/><path d="M32 52h136" stroke="#fff" stroke-width="4" opacity=".7"/>' +
      '<circle cx="56" cy="33" r="7" fill="#fff"/><rect x="110" y="28" width="42" height="10" rx="5" fill="#fff" opacity=".7"/>' +
      '<circle cx="100" cy="118" r="50" fill="#fff" opacity=".9"/><circle cx="100" cy="118" r="36"/><path d="M78 106a26 26 0 0 1 22-14" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".6"/>',
  },
];

/** Drawings of subcategories that also name things found in other subcategories (a smartwatch among accessories). */
const BORROWED_ART: { words: RegExp; subcategory: string }[] = [
  { words: /(?:^|-)(?:watch|watch\d+|band)(?:-|$)/, subcategory: "watches" },
  { words: /(?:^|-)(?:shoes|boots)(?:-|$)/, subcategory: "footwear" },
  { words: /(?:^|-)(?:backpack|daypack|duffel)(?:-|$)/, subcategory: "bags" },
];

/**
 * The drawing for a product: a thing its name says it is (a topi, a speaker, a smartwatch), else its
 * subcategory's, else its category's, else a price tag; and the drawing's name.
 */
export function drawingFor(
  category: string,
  subcategory: string | undefined,
  productSlug = "",
): { id: string; art: Drawing } {
  const thing = THING_ART.find((each) => each.words.test(productSlug));
  if (thing) return { id: thing.id, art: thing.art };
  const borrowed = BORROWED_ART.find((each) => each.words.test(productSlug));
  if (borrowed && borrowed.subcategory !== subcategory)
    return { id: borrowed.subcategory, art: SUBCATEGORY_ART[borrowed.subcategory]! };
  if (subcategory !== undefined && Object.hasOwn(SUBCATEGORY_ART, subcategory))
    return { id: subcategory, art: SUBCATEGORY_ART[subcategory]! };
  if (Object.hasOwn(CATEGORY_ART, category)) return { id: category, art: CATEGORY_ART[category]! };
  return { id: "product", art: GENERIC_ART };
}
