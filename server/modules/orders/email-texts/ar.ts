import type { OrderEmailTexts } from "./en.ts";

/** Order e-mails in Arabic. */
export const ar: OrderEmailTexts = {
  footer:
    "GameZone Pte. Ltd., Singapore. وصلتك هذه الرسالة بسبب طلب تمّ باستخدام عنوان البريد الإلكتروني هذا.",
  followOrder: "تابِع طلبك",
  line: "{{quantity}} × {{game}}: {{package}}، {{amount}}",
  linePlayer: "{{quantity}} × {{game}}: {{package}} للاعب {{player}}، {{amount}}",
  linePlayerNickname:
    "{{quantity}} × {{game}}: {{package}} للاعب {{player}} ({{nickname}})، {{amount}}",
  paymentMethods: {
    card: "بطاقة",
    ewallet: "محفظة إلكترونية",
    qr: "الدفع عبر رمز QR",
    bank_transfer: "تحويل بنكي",
  },
  receipt: {
    subject: "إيصال طلبك {{shortId}} من GameZone",
    heading: "تم استلام الدفعة. الشحن في طريقه إليك",
    orderId: "الطلب {{orderId}}",
    discount: "المجموع الفرعي {{subtotal}}، رمز الخصم {{code}}: −{{discount}}.",
    total: "إجمالي المبلغ المدفوع: {{amount}} USD ({{method}}).",
    delivery: "يستغرق التسليم عادةً من 5 إلى 15 دقيقة. سنراسلك مجددًا فور وصوله.",
  },
  delivered: {
    subject: "تم تسليم طلب الشحن الخاص بك من GameZone",
    heading: "تم التسليم. استمتع بلعبتك!",
    line: "{{line}}: تم التسليم (رقم المعاملة {{transaction}})",
    serial: "الرقم التسلسلي: {{serial}}. لا تشارك هذا الرمز مع أي أحد.",
  },
  refunded: {
    subject: "أعدنا إليك جزءًا من قيمة طلبك في GameZone",
    heading: "تعذّر التسليم، لذا أعدنا إليك المبلغ",
    explanation:
      "لم يتمكّن المورّد من إتمام هذا التسليم بعد عدة محاولات، لذا أعدنا {{amount}} إلى وسيلة الدفع الأصلية. تظهر المبالغ المستردة عادةً خلال 5 إلى 10 أيام عمل.",
  },
  refundedByShop: {
    subject: "لقد رددنا {{amount}} من طلبك في GameZone",
    heading: "المبلغ المسترد في طريقه إليك",
    explanation:
      "لقد رددنا {{amount}} إلى وسيلة الدفع الأصلية. السبب: {{reason}}. تظهر المبالغ المستردة عادةً خلال 5 إلى 10 أيام عمل.",
    codesRevoked: "لم تعد رموز البنود المستردة صالحة ولم تعد تظهر في صفحة طلبك.",
  },
  orderLink: {
    subject: "طلبك من GameZone ‏{{shortId}}",
    heading: "إليك رابط طلبك",
    text: "طلب أحدهم (نأمل أن تكون أنت) رابط الطلب {{orderId}} من صفحة تتبع الطلبات. يعرض الرابط حالة الطلب، ورموزه بعد التسليم. احتفظ به لنفسك.",
  },
};
