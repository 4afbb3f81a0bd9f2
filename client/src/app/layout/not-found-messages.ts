// The not-found page's sentences. English: the product's exact texts (docs/STOREFRONT.md).
import { defineMessages } from "../../i18n/catalogues.ts";

export const notFoundMessages = defineMessages(
  "notFound",
  {
    title: "Page not found",
    explanation: "The page you are looking for does not exist or has moved.",
    goBack: "GO BACK",
    goHome: "GO TO HOME",
  },
  {
    title: "पृष्ठ भेटिएन",
    explanation: "तपाईंले खोजेको पृष्ठ छैन वा अर्को ठाउँमा सरेको छ।",
    goBack: "पछाडि जानुहोस्",
    goHome: "गृहपृष्ठमा जानुहोस्",
  },
);
