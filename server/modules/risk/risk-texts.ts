import type { LanguageCode } from "#contracts/languages.ts";

/**
 * The checkout's answer to a blocked buyer, in the buyer's language. Neutral on purpose: it
 * says neither that a list exists nor which entry matched.
 */
const refusalTexts: Record<LanguageCode, string> = {
  en: "We can't accept this order. Contact support.",
  es: "No podemos aceptar este pedido. Ponte en contacto con soporte.",
  fr: "Nous ne pouvons pas accepter cette commande. Contactez le support.",
  pt: "Não podemos aceitar este pedido. Entre em contato com o suporte.",
  ru: "Мы не можем принять этот заказ. Обратитесь в поддержку.",
  zh: "我们无法接受此订单。请联系客服。",
  ja: "このご注文はお受けできません。サポートにお問い合わせください。",
  hi: "हम यह ऑर्डर स्वीकार नहीं कर सकते। सहायता से संपर्क करें।",
  ar: "لا يمكننا قبول هذا الطلب. تواصل مع الدعم.",
  bn: "আমরা এই অর্ডারটি গ্রহণ করতে পারছি না। সহায়তায় যোগাযোগ করুন।",
};

export function riskRefusalText(lang: LanguageCode): string {
  return refusalTexts[lang] ?? refusalTexts.en;
}
