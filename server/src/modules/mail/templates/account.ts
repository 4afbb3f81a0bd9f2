// The account's emails: the welcome on registration and the password reset link, in the shopper's language.
import type { Language } from "@store/shared/language";
import { formatNumber } from "@store/shared/money";
import { button, html, layout, paragraph, type Email } from "./layout.ts";

const WELCOME: Record<
  Language,
  { subject: string; heading: (name: string) => string; ready: string; start: string }
> = {
  en: {
    subject: "Welcome to Nepal Store",
    heading: (name) => `Welcome, ${name}!`,
    ready:
      "Your Nepal Store account is ready. Save products to your wishlist, check out faster and follow your orders from your profile.",
    start: "Start shopping",
  },
  ne: {
    subject: "Nepal Store मा स्वागत छ",
    heading: (name) => `स्वागत छ, ${name}!`,
    ready:
      "तपाईंको Nepal Store खाता तयार छ। मन परेका सामान इच्छासूचीमा राख्नुहोस्, छिटो चेकआउट गर्नुहोस् र आफ्नो प्रोफाइलबाट अर्डरहरू हेर्नुहोस्।",
    start: "किनमेल सुरु गर्नुहोस्",
  },
};

const RESET: Record<
  Language,
  {
    subject: string;
    heading: string;
    asked: (name: string) => string;
    choose: string;
    once: (minutes: string) => string;
  }
> = {
  en: {
    subject: "Reset your Nepal Store password",
    heading: "Reset your password",
    asked: (name) =>
      `Hello ${name}, someone (we hope you) asked to reset the password of your Nepal Store account.`,
    choose: "Choose a new password",
    once: (minutes) =>
      `The link works once, for ${minutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
  },
  ne: {
    subject: "आफ्नो Nepal Store पासवर्ड रिसेट गर्नुहोस्",
    heading: "पासवर्ड रिसेट गर्नुहोस्",
    asked: (name) =>
      `नमस्ते ${name} जी, तपाईंको Nepal Store खाताको पासवर्ड रिसेट गर्ने अनुरोध आएको छ (आशा छ, तपाईंले नै गर्नुभएको हो)।`,
    choose: "नयाँ पासवर्ड छान्नुहोस्",
    once: (minutes) =>
      `यो लिङ्क एक पटक मात्र, ${minutes} मिनेटसम्म चल्छ। तपाईंले अनुरोध गर्नुभएको होइन भने यो इमेललाई बेवास्ता गर्नुहोस्: तपाईंको पासवर्ड जस्ताको तस्तै रहन्छ।`,
  },
};

export function welcomeEmail(name: string, storeUrl: string, language: Language): Email {
  const words = WELCOME[language];
  return layout(
    language,
    words.subject,
    words.heading(name),
    [paragraph(html`${words.ready}`), button(words.start, storeUrl)],
    [words.ready, "", `${words.start}: ${storeUrl}`],
  );
}

export function passwordResetEmail(
  name: string,
  link: string,
  validMinutes: number,
  language: Language,
): Email {
  const words = RESET[language];
  const once = words.once(formatNumber(validMinutes, language));
  return layout(
    language,
    words.subject,
    words.heading,
    [paragraph(html`${words.asked(name)}`), button(words.choose, link), paragraph(html`${once}`)],
    [words.asked(name), "", `${words.choose}: ${link}`, "", once],
  );
}

const EMAIL_CODE: Record<
  Language,
  { subject: string; heading: string; asked: (name: string) => string; lasts: (minutes: string) => string }
> = {
  en: {
    subject: "Your Nepal Store email code",
    heading: "Confirm your email",
    asked: (name) =>
      `Hello ${name}, enter this code in your Nepal Store profile to add this email to your account:`,
    lasts: (minutes) =>
      `The code works once, for ${minutes} minutes. Never share it. If you did not ask for it, ignore this email.`,
  },
  ne: {
    subject: "तपाईंको Nepal Store इमेल कोड",
    heading: "आफ्नो इमेल पुष्टि गर्नुहोस्",
    asked: (name) => `नमस्ते ${name} जी, यो इमेल आफ्नो खातामा थप्न Nepal Store प्रोफाइलमा यो कोड लेख्नुहोस्:`,
    lasts: (minutes) =>
      `यो कोड एक पटक मात्र, ${minutes} मिनेटसम्म चल्छ। कसैलाई नदिनुहोस्। तपाईंले अनुरोध गर्नुभएको होइन भने यो इमेललाई बेवास्ता गर्नुहोस्।`,
  },
};

/** The 6-digit code that adds an email to an account (POST /api/auth/email/link). */
export function emailCodeEmail(name: string, code: string, validMinutes: number, language: Language): Email {
  const words = EMAIL_CODE[language];
  const lasts = words.lasts(formatNumber(validMinutes, language));
  return layout(
    language,
    words.subject,
    words.heading,
    [
      paragraph(html`${words.asked(name)}`),
      paragraph(html`<strong>${code}</strong>`),
      paragraph(html`${lasts}`),
    ],
    [words.asked(name), "", code, "", lasts],
  );
}
