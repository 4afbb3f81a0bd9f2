// The order's emails, one per step of its journey, in the language the order was placed in. Amounts in rupees
// through formatRupees, as on every page (Devanagari digits in Nepali).
import type { Language } from "@store/shared/language";
import { formatNumber, formatRupees } from "@store/shared/money";
import { PAYMENT_METHOD_NAMES } from "@store/shared/order-facts";
import { VARIANT_OPTION_KINDS, type VariantOptionKind } from "@store/shared/catalog";
import { html, layout, paragraph, table, type Email, type SafeHtml } from "./layout.ts";

export interface MailOrder {
  orderNumber: string;
  firstName: string;
  /** Each line with the options the shopper chose ("" where the product has no such option). */
  items: { name: string; options: Record<VariantOptionKind, string>; quantity: number; total: number }[];
  subtotal: number;
  shippingCost: number;
  discount: number;
  giftWrapCost: number;
  tax: number;
  total: number;
  paymentMethod: string;
  shippingCompany: string;
  shippingName: string;
  trackingNumber: string;
  /** The order's language (Order.language): every email about it is written in it. */
  language: Language;
}

/** Each language's words; `{ n }` is the order number, amounts come already formatted. */
interface Words {
  hello: (name: string) => string;
  methods: Record<string, string>;
  labels: {
    subtotal: string;
    shipping: string;
    free: string;
    discount: string;
    giftWrap: string;
    tax: string;
    total: string;
    /** The options' names, as the product page labels its pickers. */
    options: Record<VariantOptionKind, string>;
  };
  placed: {
    subject: (n: string) => string;
    heading: string;
    received: (n: string) => string;
    cod: (amount: string) => string;
    online: (method: string) => string;
    delivery: (name: string, company: string) => string;
  };
  paid: {
    subject: (n: string) => string;
    heading: string;
    line: (amount: string, method: string, n: string) => string;
  };
  shipped: {
    subject: (n: string) => string;
    heading: string;
    left: (n: string, company: string) => string;
    tracking: (number: string) => string;
    noTracking: string;
  };
  delivered: { subject: (n: string) => string; heading: string; line: (n: string) => string };
  cancelled: {
    subject: (n: string) => string;
    heading: string;
    line: (n: string, reason: string) => string;
    /** The store's own reasons (expiry.ts, status.ts) in this language; an admin's typed note stays as typed. */
    reasons: Record<string, string>;
  };
  refunded: {
    subject: (n: string) => string;
    full: string;
    partial: string;
    line: (amount: string, n: string, method: string) => string;
    days: string;
  };
}

const WORDS: Record<Language, Words> = {
  en: {
    hello: (name) => `Hello ${name},`,
    methods: PAYMENT_METHOD_NAMES,
    labels: {
      subtotal: "Subtotal",
      shipping: "Shipping",
      free: "Free",
      discount: "Discount",
      giftWrap: "Gift wrap",
      tax: "Tax",
      total: "Total",
      options: { color: "Colour", memory: "Memory", storage: "Storage", size: "Size" },
    },
    placed: {
      subject: (n) => `Order ${n} placed`,
      heading: "Thank you for your order!",
      received: (n) => `We have received your order ${n}.`,
      cod: (amount) => `You pay ${amount} in cash when it is delivered.`,
      online: (method) => `Payment by ${method}: we start packing as soon as it is received.`,
      delivery: (name, company) => `Delivery: ${name} (${company}).`,
    },
    paid: {
      subject: (n) => `Payment received for order ${n}`,
      heading: "Payment received",
      line: (amount, method, n) =>
        `We have received your payment of ${amount} by ${method} for order ${n}. We are getting it ready.`,
    },
    shipped: {
      subject: (n) => `Order ${n} is on its way`,
      heading: "Your order is on its way",
      left: (n, company) => `Order ${n} has left our store with ${company}.`,
      tracking: (number) => `Tracking number: ${number}`,
      noTracking: "The carrier has not given a tracking number yet.",
    },
    delivered: {
      subject: (n) => `Order ${n} delivered`,
      heading: "Your order has been delivered",
      line: (n) => `Order ${n} has been delivered. We hope you enjoy it!`,
    },
    cancelled: {
      subject: (n) => `Order ${n} cancelled`,
      heading: "Your order has been cancelled",
      line: (n, reason) => `Order ${n} has been cancelled: ${reason}.`,
      reasons: {},
    },
    refunded: {
      subject: (n) => `Refund for order ${n}`,
      full: "Your order has been refunded",
      partial: "Part of your order has been refunded",
      line: (amount, n, method) => `We have refunded ${amount} for order ${n} through ${method}.`,
      days: "It can take a few days to show on your account.",
    },
  },
  ne: {
    hello: (name) => `नमस्ते ${name} जी,`,
    methods: { ...PAYMENT_METHOD_NAMES, cod: "डेलिभरीमा नगद भुक्तानी" },
    labels: {
      subtotal: "उप-जम्मा",
      shipping: "ढुवानी",
      free: "निःशुल्क",
      discount: "छुट",
      giftWrap: "उपहार र्‍याप",
      tax: "कर",
      total: "जम्मा",
      options: { color: "रङ", memory: "मेमोरी", storage: "स्टोरेज", size: "साइज" },
    },
    placed: {
      subject: (n) => `अर्डर ${n} प्राप्त भयो`,
      heading: "तपाईंको अर्डरका लागि धन्यवाद!",
      received: (n) => `हामीले तपाईंको अर्डर ${n} प्राप्त गरेका छौं।`,
      cod: (amount) => `सामान डेलिभर हुँदा तपाईंले ${amount} नगद भुक्तानी गर्नुहुनेछ।`,
      online: (method) => `${method} बाट भुक्तानी: भुक्तानी प्राप्त हुनेबित्तिकै हामी प्याक गर्न थाल्छौं।`,
      delivery: (name, company) => `डेलिभरी: ${name} (${company})।`,
    },
    paid: {
      subject: (n) => `अर्डर ${n} को भुक्तानी प्राप्त भयो`,
      heading: "भुक्तानी प्राप्त भयो",
      line: (amount, method, n) =>
        `अर्डर ${n} का लागि ${method} बाट तपाईंको ${amount} भुक्तानी प्राप्त भयो। हामी अर्डर तयार गर्दैछौं।`,
    },
    shipped: {
      subject: (n) => `अर्डर ${n} बाटोमा छ`,
      heading: "तपाईंको अर्डर बाटोमा छ",
      left: (n, company) => `अर्डर ${n} ${company} मार्फत हाम्रो पसलबाट पठाइएको छ।`,
      tracking: (number) => `ट्र्याकिङ नम्बर: ${number}`,
      noTracking: "ढुवानी कम्पनीले अहिलेसम्म ट्र्याकिङ नम्बर दिएको छैन।",
    },
    delivered: {
      subject: (n) => `अर्डर ${n} डेलिभर भयो`,
      heading: "तपाईंको अर्डर डेलिभर भयो",
      line: (n) => `अर्डर ${n} डेलिभर भइसकेको छ। आशा छ, तपाईंलाई मन पर्नेछ!`,
    },
    cancelled: {
      subject: (n) => `अर्डर ${n} रद्द गरियो`,
      heading: "तपाईंको अर्डर रद्द गरिएको छ",
      line: (n, reason) => `अर्डर ${n} रद्द गरिएको छ: ${reason}।`,
      reasons: {
        "Payment window lapsed": "भुक्तानीको समयसीमा सकियो",
        "Order cancelled": "अर्डर रद्द गरियो",
      },
    },
    refunded: {
      subject: (n) => `अर्डर ${n} को रकम फिर्ता`,
      full: "तपाईंको अर्डरको रकम फिर्ता गरिएको छ",
      partial: "तपाईंको अर्डरको केही रकम फिर्ता गरिएको छ",
      line: (amount, n, method) => `हामीले अर्डर ${n} का लागि ${method} मार्फत ${amount} फिर्ता गरेका छौं।`,
      days: "तपाईंको खातामा देखिन केही दिन लाग्न सक्छ।",
    },
  },
};

/** A word from a table, or the key itself when the table has none (own keys only: a note may say "constructor"). */
const wordFor = (table: Record<string, string>, key: string) =>
  Object.hasOwn(table, key) ? table[key]! : key;
const methodOf = (order: MailOrder) => wordFor(WORDS[order.language].methods, order.paymentMethod);
const money = (order: MailOrder, amount: number) => formatRupees(amount, order.language);

/** A line's chosen options, each named: "Colour: Red, Size: L"; "" for a product without options. */
function optionsText(order: MailOrder, options: Record<VariantOptionKind, string>): string {
  const names = WORDS[order.language].labels.options;
  return VARIANT_OPTION_KINDS.filter((kind) => options[kind] !== "")
    .map((kind) => `${names[kind]}: ${options[kind]}`)
    .join(", ");
}

function summaryRows(order: MailOrder) {
  const { labels } = WORDS[order.language];
  return [
    ...order.items.map((item) => ({
      label: `${item.name}${lineOptions(optionsText(order, item.options))} × ${formatNumber(item.quantity, order.language)}`,
      value: money(order, item.total),
    })),
    { label: labels.subtotal, value: money(order, order.subtotal) },
    {
      label: labels.shipping,
      value: order.shippingCost === 0 ? labels.free : money(order, order.shippingCost),
    },
    ...(order.discount > 0 ? [{ label: labels.discount, value: `-${money(order, order.discount)}` }] : []),
    ...(order.giftWrapCost > 0 ? [{ label: labels.giftWrap, value: money(order, order.giftWrapCost) }] : []),
    ...(order.tax > 0 ? [{ label: labels.tax, value: money(order, order.tax) }] : []),
    { label: labels.total, value: money(order, order.total), strong: true },
  ];
}

const lineOptions = (text: string) => (text ? ` (${text})` : "");

const summaryText = (order: MailOrder) => summaryRows(order).map((row) => `${row.label}: ${row.value}`);

function orderEmail(
  order: MailOrder,
  subject: string,
  heading: string,
  lines: string[],
  withSummary: boolean,
): Email {
  const hello = WORDS[order.language].hello(order.firstName);
  const body: SafeHtml[] = [
    paragraph(html`${hello}`),
    ...lines.map((line) => paragraph(html`${line}`)),
    ...(withSummary ? [table(summaryRows(order))] : []),
  ];
  const text = [
    hello,
    "",
    ...lines.flatMap((line) => [line, ""]),
    ...(withSummary ? summaryText(order) : []),
  ];
  return layout(order.language, subject, heading, body, text);
}

export function orderPlacedEmail(order: MailOrder): Email {
  const words = WORDS[order.language].placed;
  return orderEmail(
    order,
    words.subject(order.orderNumber),
    words.heading,
    [
      words.received(order.orderNumber),
      order.paymentMethod === "cod" ? words.cod(money(order, order.total)) : words.online(methodOf(order)),
      words.delivery(order.shippingName, order.shippingCompany),
    ],
    true,
  );
}

export function paymentReceivedEmail(order: MailOrder): Email {
  const words = WORDS[order.language].paid;
  return orderEmail(
    order,
    words.subject(order.orderNumber),
    words.heading,
    [words.line(money(order, order.total), methodOf(order), order.orderNumber)],
    true,
  );
}

export function shippedEmail(order: MailOrder): Email {
  const words = WORDS[order.language].shipped;
  return orderEmail(
    order,
    words.subject(order.orderNumber),
    words.heading,
    [
      words.left(order.orderNumber, order.shippingCompany),
      order.trackingNumber ? words.tracking(order.trackingNumber) : words.noTracking,
    ],
    false,
  );
}

export function deliveredEmail(order: MailOrder): Email {
  const words = WORDS[order.language].delivered;
  return orderEmail(
    order,
    words.subject(order.orderNumber),
    words.heading,
    [words.line(order.orderNumber)],
    false,
  );
}

export function cancelledEmail(order: MailOrder, reason: string): Email {
  const words = WORDS[order.language].cancelled;
  return orderEmail(
    order,
    words.subject(order.orderNumber),
    words.heading,
    [words.line(order.orderNumber, wordFor(words.reasons, reason))],
    true,
  );
}

export function refundedEmail(order: MailOrder, amount: number, full: boolean): Email {
  const words = WORDS[order.language].refunded;
  return orderEmail(
    order,
    words.subject(order.orderNumber),
    full ? words.full : words.partial,
    [words.line(money(order, amount), order.orderNumber, methodOf(order)), words.days],
    false,
  );
}
