import { createInstance, type i18n } from "i18next";
import type { Translation } from "../locales/en.ts";
import type { LanguageCode } from "./languages.ts";

/** One i18next instance per render (server) or per language (browser), from loader data. */
export function createI18n(lang: LanguageCode, translation: Translation): i18n {
  const instance = createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
