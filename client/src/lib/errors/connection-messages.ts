// What the shopper reads when a call got no answer because the connection is gone (api/connection.ts decides
// that), in place of a screen's "could not be loaded" or "something went wrong": what happened, and what to do.
import { defineMessages } from "../../i18n/catalogues.ts";

export const connectionMessages = defineMessages(
  "connection",
  {
    offline: "You're offline. Check your mobile data or Wi-Fi, then try again.",
    offlineStatus: "You're offline. Pages you have seen still open; changes wait until you are back online.",
    backOnline: "You're back online.",
  },
  {
    offline: "तपाईं अफलाइन हुनुहुन्छ। मोबाइल डाटा वा वाइफाइ जाँच गरेर फेरि प्रयास गर्नुहोस्।",
    offlineStatus: "तपाईं अफलाइन हुनुहुन्छ। हेरिसकेका पेजहरू अझै खुल्छन्; परिवर्तनहरू अनलाइन भएपछि पठाइन्छन्।",
    backOnline: "तपाईं फेरि अनलाइन हुनुहुन्छ।",
  },
);
