// The credentials the offline payment emulators accept: one source for the PayPal, card, eSewa, Khalti, Fonepay and
// connectIPS emulators and GET /api/payments/test-credentials.

export const ESEWA_TEST_ACCOUNT = {
  ids: ["9806800001", "9806800002", "9806800003", "9806800004", "9806800005"],
  password: "Nepal@123",
  token: "123456",
};

/** Khalti's published sandbox credentials (docs.khalti.com, "Test Credentials for sandbox environment"). */
export const KHALTI_TEST_ACCOUNT = {
  ids: ["9800000000", "9800000001", "9800000002", "9800000003", "9800000004", "9800000005"],
  mpin: "1111",
  otp: "987654",
};

/** Mastercard's published test numbers; any future expiry and any three-digit CVV. */
export const MASTERCARD_TEST_CARDS = [
  { number: "5555555555554444", expiry: "12/30", cvv: "123", name: "Test Cardholder" },
  { number: "5200828282828210", expiry: "12/30", cvv: "123", name: "Test Cardholder" },
  { number: "2223003122003222", expiry: "12/30", cvv: "123", name: "Test Cardholder" },
];

/** A valid Mastercard number that the card gateway emulator always declines (402 Card declined). */
export const MASTERCARD_DECLINE_CARD = "5105105105105100";

export const PAYPAL_TEST_ACCOUNT = { email: "sb-buyer@personal.example.com", password: "Sandbox@123" };

/** The connectIPS emulator's one account holder, at whichever bank the shopper chooses on its page. */
export const CONNECTIPS_TEST_ACCOUNT = { username: "cips-tester", password: "Nepal@123", otp: "112233" };

/** The Fonepay merchant the store is set up as (offline: Fonepay's published test merchant, fonepay123). */
export interface FonepayMerchant {
  merchantCode: string;
  username: string;
}

export function testCredentials(fonepay: FonepayMerchant) {
  return {
    esewa: {
      testAccount: ESEWA_TEST_ACCOUNT.ids[0]!,
      password: ESEWA_TEST_ACCOUNT.password,
      token: ESEWA_TEST_ACCOUNT.token,
      instructions:
        `Sign in on the eSewa page with eSewa ID ${ESEWA_TEST_ACCOUNT.ids.join(", ")}, password ` +
        `${ESEWA_TEST_ACCOUNT.password} and token ${ESEWA_TEST_ACCOUNT.token}, then choose Pay.`,
    },
    khalti: {
      khaltiIds: KHALTI_TEST_ACCOUNT.ids,
      mpin: KHALTI_TEST_ACCOUNT.mpin,
      otp: KHALTI_TEST_ACCOUNT.otp,
      instructions:
        `On the Khalti page sign in with Khalti ID ${KHALTI_TEST_ACCOUNT.ids[0]} to ` +
        `${KHALTI_TEST_ACCOUNT.ids.at(-1)} and MPIN ${KHALTI_TEST_ACCOUNT.mpin}, then enter OTP ` +
        `${KHALTI_TEST_ACCOUNT.otp}.`,
    },
    mastercard: {
      testCards: MASTERCARD_TEST_CARDS,
      instructions:
        `The test card gateway approves these cards with any future expiry (MM/YY) and any 3-digit CVV, and ` +
        `declines every other card. ${MASTERCARD_DECLINE_CARD} is always declined.`,
    },
    paypal: {
      testAccount: PAYPAL_TEST_ACCOUNT.email,
      password: PAYPAL_TEST_ACCOUNT.password,
      instructions:
        `On the PayPal page log in with ${PAYPAL_TEST_ACCOUNT.email} and password ` +
        `${PAYPAL_TEST_ACCOUNT.password}, then choose Pay Now; you come back to the store once PayPal has approved.`,
    },
    connectips: {
      username: CONNECTIPS_TEST_ACCOUNT.username,
      password: CONNECTIPS_TEST_ACCOUNT.password,
      otp: CONNECTIPS_TEST_ACCOUNT.otp,
      instructions:
        `On the connectIPS page choose any bank, log in with username ${CONNECTIPS_TEST_ACCOUNT.username} and ` +
        `password ${CONNECTIPS_TEST_ACCOUNT.password}, enter OTP ${CONNECTIPS_TEST_ACCOUNT.otp}, then choose Pay.`,
    },
    fonepay: {
      merchantCode: fonepay.merchantCode,
      username: fonepay.username,
      instructions:
        `The store is Fonepay test merchant ${fonepay.merchantCode} (QR API user ${fonepay.username}). On the ` +
        `Fonepay payment page choose Approve payment to pay, or Reject payment to cancel; no sign-in is asked.`,
    },
  };
}
