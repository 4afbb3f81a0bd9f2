// "Notify me when it's back" on the product page, and the page an alert's unsubscribe link lands on.
import { defineMessages } from "../../i18n/catalogues.ts";

export const stockAlertMessages = defineMessages(
  "stockAlert",
  {
    notifyMe: "Notify me when it's back",
    formTitle: "Get one message when this option is back in stock",
    contact: "Email or mobile number",
    contactHint:
      "An email address, or a Nepali mobile number such as 98XXXXXXXX. We send one message, only about this.",
    contactRequired: "Enter an email address or a mobile number",
    contactInvalid: "Enter a valid email address or a Nepali mobile number (98XXXXXXXX)",
    send: "Notify me",
    sending: "Saving…",
    cancel: "Cancel",
    failed: "Your request could not be saved. Please try again.",
    confirmed: "We'll let you know at {{contact}} when it's back.",
    unsubscribedTitle: "Back-in-stock alert",
    unsubscribedDone: "You are unsubscribed: we will not send this alert.",
    unsubscribedInvalid:
      "This unsubscribe link is not valid any more. If you asked to be notified again since, use the link in the newest message.",
    keepShopping: "Continue shopping",
  },
  {
    notifyMe: "फेरि आएपछि मलाई खबर गर्नुहोस्",
    formTitle: "यो विकल्प फेरि स्टकमा आएपछि एउटा सन्देश पाउनुहोस्",
    contact: "इमेल वा मोबाइल नम्बर",
    contactHint: "इमेल ठेगाना, वा 98XXXXXXXX जस्तो नेपाली मोबाइल नम्बर। हामी यसबारे मात्र एउटा सन्देश पठाउँछौं।",
    contactRequired: "इमेल ठेगाना वा मोबाइल नम्बर लेख्नुहोस्",
    contactInvalid: "मान्य इमेल ठेगाना वा नेपाली मोबाइल नम्बर (98XXXXXXXX) लेख्नुहोस्",
    send: "मलाई खबर गर्नुहोस्",
    sending: "सुरक्षित गर्दै…",
    cancel: "रद्द गर्नुहोस्",
    failed: "तपाईंको अनुरोध सुरक्षित गर्न सकिएन। कृपया फेरि प्रयास गर्नुहोस्।",
    confirmed: "यो फेरि आएपछि हामी {{contact}} मा खबर गर्नेछौं।",
    unsubscribedTitle: "फेरि स्टकमा आएको खबर",
    unsubscribedDone: "तपाईंको सदस्यता हटाइयो: हामी यो खबर पठाउने छैनौं।",
    unsubscribedInvalid:
      "यो सदस्यता हटाउने लिङ्क अब मान्य छैन। त्यसपछि फेरि खबर माग्नुभएको छ भने सबैभन्दा नयाँ सन्देशको लिङ्क प्रयोग गर्नुहोस्।",
    keepShopping: "किनमेल जारी राख्नुहोस्",
  },
);
