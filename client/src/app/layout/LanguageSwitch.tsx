import { useTranslation } from "react-i18next";
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, type Language } from "@store/shared/language";
import { useMessages } from "../../i18n/use-messages.ts";
import { headerMessages } from "./header-messages.ts";

/**
 * The header's language switch: the page changes language at once, and the `lang` cookie makes every page the
 * server renders from now on (this browser's next visit too) come in that language.
 */
export function LanguageSwitch() {
  const { t, language } = useMessages(headerMessages);
  const { i18n } = useTranslation();
  const next: Language = language === "ne" ? "en" : "ne";
  function switchLanguage() {
    document.cookie = `${LANGUAGE_COOKIE}=${next}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; samesite=lax`;
    void i18n.changeLanguage(next);
  }
  return (
    <button
      type="button"
      className="link-button language-switch"
      lang={next}
      aria-label={t(next === "ne" ? "switchToNepaliLabel" : "switchToEnglishLabel")}
      onClick={switchLanguage}
    >
      {t(next === "ne" ? "switchToNepali" : "switchToEnglish")}
    </button>
  );
}
