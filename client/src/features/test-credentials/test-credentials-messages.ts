// The test payment credentials button and its dialog. English: the product's exact texts
// (docs/STOREFRONT.md); each gateway's own instructions come from the server as they are.
import { defineMessages } from "../../i18n/catalogues.ts";

export const testCredentialsMessages = defineMessages(
  "test-credentials",
  {
    button: "Test payment credentials",
    loading: "Loading…",
    unavailable: "Test credentials are not available right now.",
    esewaLine: "ID {{id}} · password {{password}} · token {{token}}",
    fonepayLine: "Merchant code {{merchantCode}} · username {{username}}",
    connectipsLine: "Username {{username}} · password {{password}} · OTP {{otp}}",
    close: "Close",
  },
  {
    button: "परीक्षण भुक्तानी विवरण",
    loading: "लोड हुँदैछ…",
    unavailable: "परीक्षण विवरण अहिले उपलब्ध छैन।",
    esewaLine: "आईडी {{id}} · पासवर्ड {{password}} · टोकन {{token}}",
    fonepayLine: "मर्चेन्ट कोड {{merchantCode}} · प्रयोगकर्ता नाम {{username}}",
    connectipsLine: "प्रयोगकर्ता नाम {{username}} · पासवर्ड {{password}} · OTP {{otp}}",
    close: "बन्द गर्नुहोस्",
  },
);
