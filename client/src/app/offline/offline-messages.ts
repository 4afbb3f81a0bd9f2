// What the store says about working offline: the notice on a page read from a kept copy, the offer of a new
// version, and the offline page (offline-page.ts, written at build time in both languages).
import { defineMessages } from "../../i18n/catalogues.ts";

export const offlineMessages = defineMessages(
  "offline",
  {
    offlineCopy: "You are reading the copy of this page saved on {{date}} at {{time}}.",
    slowCopy: "The connection is slow. You are reading the copy of this page saved on {{date}} at {{time}}.",
    newVersion: "A new version of the store is ready.",
    reload: "Reload",
    offlineTitle: "You're offline",
    offlineExplanation:
      "This page has not been saved on this device yet. Pages you have opened before can still be read.",
    tryAgain: "Try again",
    goHome: "Go to the home page",
    logoHidden: "home",
  },
  {
    offlineCopy: "तपाईं यो पृष्ठको {{date}} मा {{time}} बजे सुरक्षित गरिएको प्रति पढ्दै हुनुहुन्छ।",
    slowCopy: "इन्टरनेट ढिलो छ। तपाईं यो पृष्ठको {{date}} मा {{time}} बजे सुरक्षित गरिएको प्रति पढ्दै हुनुहुन्छ।",
    newVersion: "स्टोरको नयाँ संस्करण तयार छ।",
    reload: "फेरि लोड गर्नुहोस्",
    offlineTitle: "तपाईं अफलाइन हुनुहुन्छ",
    offlineExplanation: "यो पृष्ठ यस उपकरणमा अझै सुरक्षित गरिएको छैन। तपाईंले पहिले खोलेका पृष्ठहरू अझै पढ्न सकिन्छ।",
    tryAgain: "फेरि प्रयास गर्नुहोस्",
    goHome: "गृहपृष्ठमा जानुहोस्",
    logoHidden: "गृहपृष्ठ",
  },
);
