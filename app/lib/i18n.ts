import { createInstance, type i18n } from "i18next";
import type { Translation } from "#app/locales/en.ts";
import type { LanguageCode } from "#contracts/languages.ts";

// One instance per language and text set, reused across renders: nothing ever calls
// changeLanguage on them, and creating one per server render showed up in profiles.
const instances = new Map<LanguageCode, { translation: Translation; instance: i18n }>();

export function getI18n(lang: LanguageCode, translation: Translation): i18n {
  const cached = instances.get(lang);
  if (cached && cached.translation === translation) return cached.instance;
  const instance = createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  instances.set(lang, { translation, instance });
  return instance;
}
