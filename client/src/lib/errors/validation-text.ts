// A validation sentence in the page's language. The shared zod schemas (shared/src/auth.ts and the modules beside
// it) give each broken rule the product's English sentence (docs/STOREFRONT.md), and the server sends the
// same sentences in its field errors, so the English sentence is the message's identity: it finds the Nepali
// one here, and a sentence not in the catalogue shows as it is (English). shared/ stays free of i18n: it only
// ever makes English.
import type { Language } from "@store/shared/language";
import { formatNumber } from "@store/shared/money";
import { useLanguage } from "../../i18n/use-messages.ts";
import { validationMessages } from "./validation-messages.ts";

type ValidationKey = keyof typeof validationMessages.en;

/** The sentences the shared schemas can give, by the form (or rule) that gives them. */
export const VALIDATION_KEYS = [
  // loginBodySchema, registerFormSchema, forgotPasswordBodySchema, resetPasswordFormSchema.
  "emailRequired",
  "emailInvalid",
  "passwordRequired",
  "passwordTooShort",
  "passwordTooLong",
  "passwordWeak",
  "confirmPasswordRequired",
  "passwordsMismatch",
  "firstNameRequired",
  "firstNameLength",
  "firstNameLetters",
  "lastNameRequired",
  "lastNameLength",
  "lastNameLetters",
  "resetLinkIncomplete",
  "resetLinkInvalid",
  // profileBodySchema.
  "nameRequired",
  "nameTooLong",
  "phoneInvalid",
  "phoneTooLong",
  "addressTooLong",
  "cityTooLong",
  "postalCodeTooLong",
  "countryTooLong",
  "stateTooLong",
  "districtTooLong",
  "wardNotWhole",
  "wardTooSmall",
  "wardTooLarge",
  // changePasswordFormSchema.
  "currentPasswordRequired",
  "newPasswordRequired",
  "newPasswordTooShort",
  "newPasswordTooLong",
  "newPasswordsMismatch",
  // shared/src/messages.ts's sentences with a code of their own (checkout, listings).
  "nepaliMobile",
  "phoneRequired",
  "countryRequired",
  "stateRequired",
  "districtRequired",
  "cityRequired",
  "addressRequired",
  "cartEmpty",
  "shippingMethodRequired",
  "paymentMethodRequired",
  "priceRange",
  // shared/src/phone-auth.ts.
  "codeRequired",
  "codeInvalid",
  // customerInfoSchema: a guest with neither an email nor a Nepali mobile number.
  "emailOrMobile",
] as const satisfies readonly ValidationKey[];

const keyOfSentence = new Map<string, ValidationKey>(
  VALIDATION_KEYS.map((key) => [validationMessages.en[key], key]),
);

/** The fields whose length the shared schemas check with "<field> must be at most <n> characters". */
export const FIELD_KEYS = [
  "fieldEmail",
  "fieldFirstName",
  "fieldLastName",
  "fieldPhoneNumber",
  "fieldStateRegion",
  "fieldCity",
  "fieldAddress",
  "fieldPostalCode",
  "fieldName",
] as const satisfies readonly ValidationKey[];
const TOO_LONG = "tooLong" satisfies ValidationKey;
const keyOfField = new Map<string, ValidationKey>(FIELD_KEYS.map((key) => [validationMessages.en[key], key]));
const TOO_LONG_SENTENCE = /^(.+) must be at most (\d+) characters$/;

/** The sentence's Nepali form on Nepali pages; the sentence itself on English pages or when it has none. */
export function validationText(sentence: string, language: Language): string {
  if (language === "en") return sentence;
  const key = keyOfSentence.get(sentence);
  if (key) return validationMessages.ne[key];
  const tooLong = TOO_LONG_SENTENCE.exec(sentence);
  const field = tooLong && keyOfField.get(tooLong[1]!);
  if (tooLong && field) {
    return validationMessages.ne[TOO_LONG].replace("{{field}}", validationMessages.ne[field]).replace(
      "{{max}}",
      formatNumber(Number(tooLong[2]), "ne"),
    );
  }
  return sentence;
}

/** Whether the catalogue has this sentence (the error lookup prefers it to a code's general sentence). */
export function isKnownValidationSentence(sentence: string): boolean {
  return keyOfSentence.has(sentence);
}

/**
 * `validation(sentence)`: a form's field error in the page's language. Forms keep the schema's English sentence in
 * their state and translate as they render, so a switch of language re-words errors already shown.
 */
export function useValidationMessage(): (sentence: string) => string {
  const language = useLanguage();
  return (sentence) => validationText(sentence, language);
}
