import type { LanguageCode } from "#contracts/languages.ts";
import type { PromoRefusalReason } from "#contracts/promos-rules.ts";

/** Why a promo code was refused, in the buyer's language (the quote and the checkout's 422). */
const refusalTexts: Record<LanguageCode, Record<PromoRefusalReason, string>> = {
  en: {
    unknown: "This promo code does not exist.",
    not_started: "This promo code is not valid yet.",
    expired: "This promo code has expired.",
    used_up: "This promo code has been used up.",
    not_for_these_games: "This promo code is not valid for the games in your order.",
    minimum_not_met: "Your order does not reach this promo code's minimum amount.",
    already_used: "You have already used this promo code.",
  },
  es: {
    unknown: "Este código promocional no existe.",
    not_started: "Este código promocional todavía no es válido.",
    expired: "Este código promocional ha caducado.",
    used_up: "Este código promocional ya se ha agotado.",
    not_for_these_games: "Este código promocional no es válido para los juegos de tu pedido.",
    minimum_not_met: "Tu pedido no alcanza el importe mínimo de este código promocional.",
    already_used: "Ya has usado este código promocional.",
  },
  zh: {
    unknown: "此优惠码不存在。",
    not_started: "此优惠码尚未生效。",
    expired: "此优惠码已过期。",
    used_up: "此优惠码已被用完。",
    not_for_these_games: "此优惠码不适用于您订单中的游戏。",
    minimum_not_met: "您的订单未达到此优惠码的最低金额。",
    already_used: "您已经使用过此优惠码。",
  },
  hi: {
    unknown: "यह प्रोमो कोड मौजूद नहीं है।",
    not_started: "यह प्रोमो कोड अभी मान्य नहीं है।",
    expired: "यह प्रोमो कोड समाप्त हो चुका है।",
    used_up: "यह प्रोमो कोड पूरी तरह इस्तेमाल हो चुका है।",
    not_for_these_games: "यह प्रोमो कोड आपके ऑर्डर के गेम्स के लिए मान्य नहीं है।",
    minimum_not_met: "आपका ऑर्डर इस प्रोमो कोड की न्यूनतम राशि तक नहीं पहुँचता।",
    already_used: "आप यह प्रोमो कोड पहले ही इस्तेमाल कर चुके हैं।",
  },
  fr: {
    unknown: "Ce code promo n'existe pas.",
    not_started: "Ce code promo n'est pas encore valable.",
    expired: "Ce code promo a expiré.",
    used_up: "Ce code promo a atteint son nombre d'utilisations.",
    not_for_these_games: "Ce code promo n'est pas valable pour les jeux de votre commande.",
    minimum_not_met: "Votre commande n'atteint pas le montant minimum de ce code promo.",
    already_used: "Vous avez déjà utilisé ce code promo.",
  },
  ar: {
    unknown: "رمز الخصم هذا غير موجود.",
    not_started: "رمز الخصم هذا غير صالح بعد.",
    expired: "انتهت صلاحية رمز الخصم هذا.",
    used_up: "نفدت مرات استخدام رمز الخصم هذا.",
    not_for_these_games: "رمز الخصم هذا غير صالح للألعاب في طلبك.",
    minimum_not_met: "لا يبلغ طلبك الحد الأدنى لمبلغ رمز الخصم هذا.",
    already_used: "لقد استخدمت رمز الخصم هذا من قبل.",
  },
  bn: {
    unknown: "এই প্রোমো কোডটি নেই।",
    not_started: "এই প্রোমো কোডটি এখনও বৈধ নয়।",
    expired: "এই প্রোমো কোডটির মেয়াদ শেষ হয়ে গেছে।",
    used_up: "এই প্রোমো কোডটি সম্পূর্ণ ব্যবহার হয়ে গেছে।",
    not_for_these_games: "এই প্রোমো কোডটি আপনার অর্ডারের গেমগুলোর জন্য বৈধ নয়।",
    minimum_not_met: "আপনার অর্ডার এই প্রোমো কোডের ন্যূনতম পরিমাণে পৌঁছায়নি।",
    already_used: "আপনি এই প্রোমো কোডটি আগেই ব্যবহার করেছেন।",
  },
  pt: {
    unknown: "Este código promocional não existe.",
    not_started: "Este código promocional ainda não é válido.",
    expired: "Este código promocional expirou.",
    used_up: "Este código promocional já foi esgotado.",
    not_for_these_games: "Este código promocional não é válido para os jogos do seu pedido.",
    minimum_not_met: "Seu pedido não atinge o valor mínimo deste código promocional.",
    already_used: "Você já usou este código promocional.",
  },
  ru: {
    unknown: "Такого промокода не существует.",
    not_started: "Этот промокод ещё не действует.",
    expired: "Срок действия этого промокода истёк.",
    used_up: "Этот промокод больше нельзя использовать: лимит исчерпан.",
    not_for_these_games: "Этот промокод не действует для игр в вашем заказе.",
    minimum_not_met: "Сумма заказа меньше минимальной для этого промокода.",
    already_used: "Вы уже использовали этот промокод.",
  },
  ja: {
    unknown: "このプロモコードは存在しません。",
    not_started: "このプロモコードはまだ有効ではありません。",
    expired: "このプロモコードは有効期限が切れています。",
    used_up: "このプロモコードは利用上限に達しました。",
    not_for_these_games: "このプロモコードはご注文のゲームには使えません。",
    minimum_not_met: "ご注文がこのプロモコードの最低金額に達していません。",
    already_used: "このプロモコードはすでに使用済みです。",
  },
};

export function promoRefusalText(reason: PromoRefusalReason, lang: LanguageCode): string {
  return refusalTexts[lang][reason];
}
