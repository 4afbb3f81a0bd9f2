// The shopper's own screens while the browser reads who is signed in (app/PersonalScreen.tsx): the page title
// each route gives them (app/routes.tsx) and their loading line. English: the product's titles
// (docs/STOREFRONT.md); Nepali: typed from it.
import { defineMessages } from "../../i18n/catalogues.ts";

export const personalMessages = defineMessages(
  "personal",
  {
    loading: "Loading…",
    signingIn: "Signing in",
    shoppingCart: "Shopping cart",
    myWishlist: "My Wishlist",
    customerInformation: "Customer information",
    shippingAndPayment: "Shipping and payment",
    confirmYourOrder: "Confirm your order",
    orderPlaced: "Order Placed",
    payment: "Payment",
    profileSettings: "Profile Settings",
    myOrders: "My Orders",
    order: "Order",
    admin: "Admin",
  },
  {
    loading: "लोड हुँदैछ…",
    signingIn: "लगइन हुँदैछ",
    shoppingCart: "किनमेल कार्ट",
    myWishlist: "मेरो इच्छासूची",
    customerInformation: "ग्राहकको विवरण",
    shippingAndPayment: "ढुवानी र भुक्तानी",
    confirmYourOrder: "अर्डर पक्का गर्नुहोस्",
    orderPlaced: "अर्डर गरियो",
    payment: "भुक्तानी",
    profileSettings: "प्रोफाइल सेटिङ",
    myOrders: "मेरा अर्डरहरू",
    order: "अर्डर",
    admin: "प्रशासन",
  },
);

/** A personal screen's title: a key of the catalogue above. */
export type PersonalTitle = Exclude<keyof typeof personalMessages.en, "loading">;
