import type { PartnerEmailTexts } from "./en.ts";

/** Partner e-mails in Arabic. */
export const ar: PartnerEmailTexts = {
  footer:
    "GameZone Pte. Ltd.، سنغافورة. وصلتك هذه الرسالة لأن هذا العنوان أُدخل في نموذج الشركاء على GameZone. هل لديك أي أسئلة؟ راسلنا على {{support}}.",
  acknowledgement: {
    subject: "تلقّينا طلب الشراكة الخاص بك",
    heading: "شكرًا لتواصلك معنا",
    greeting: "مرحبًا {{name}}،",
    intro:
      "شكرًا لاهتمامك بالشراكة مع GameZone. تلقّى فريق الشراكات طلبك ({{kind}}) وسيردّ عليك خلال 3 أيام عمل.",
    outro:
      "إذا أردت إضافة أي شيء، فراسلنا على {{support}}. وإذا لم تتواصل معنا، فيمكنك تجاهل هذه الرسالة.",
  },
  kinds: {
    reseller: "موزّع",
    creator: "صانع محتوى",
    publisher: "ناشر ألعاب",
    other: "شراكة أخرى",
  },
};
