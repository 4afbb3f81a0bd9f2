// The home page's hero slides; the first picture is the page's largest (its LCP): in the server's HTML with high priority.
// Each slide's background colour is a class of global.css (hero-blue...), so the markup carries no inline style.
// The words are keys of the home catalogue (home-messages.ts), in the page's language.
import type { MessageKey } from "../../i18n/use-messages.ts";
import type { homeMessages } from "./home-messages.ts";

type HomeKey = MessageKey<typeof homeMessages.en>;

export const SLIDES: {
  tagline: HomeKey;
  headline: HomeKey;
  subtext: HomeKey;
  image: string;
  background: string;
}[] = [
  {
    tagline: "phonesTagline",
    headline: "phonesHeadline",
    subtext: "phonesSubtext",
    image: "/media/products/electronics/iphone-15-pro-1.svg",
    background: "hero-blue",
  },
  {
    tagline: "festivalTagline",
    headline: "festivalHeadline",
    subtext: "festivalSubtext",
    image: "/media/products/fashion/pashmina-shawl-chyangra-1.svg",
    background: "hero-violet",
  },
  {
    tagline: "groceriesTagline",
    headline: "groceriesHeadline",
    subtext: "groceriesSubtext",
    image: "/media/products/groceries/jeera-masino-rice-5-kg-1.svg",
    background: "hero-amber",
  },
];
