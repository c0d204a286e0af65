import type { AccountEmailTexts } from "./en.ts";

/** Account e-mails in Arabic. */
export const ar: AccountEmailTexts = {
  footer:
    "GameZone Pte. Ltd., Singapore. وصلتك هذه الرسالة بسبب إجراء تمّ على حسابك في GameZone. هل لديك أي أسئلة؟ راسلنا على {{support}}.",
  signupCode: {
    subject: "رمز GameZone الخاص بك: {{code}}",
    heading: "أكّد عنوان بريدك الإلكتروني",
    greeting: "مرحبًا {{name}}،",
    intro: "أدخل هذا الرمز في صفحة التحقق لإكمال إنشاء حسابك في GameZone:",
    expiry:
      "الرمز صالح لمدة {{minutes}} دقائق. لا تشاركه مع أي شخص: فريق GameZone لن يطلبه منك أبدًا.",
    ignore: "إذا لم تحاول إنشاء حساب، فيمكنك تجاهل هذه الرسالة.",
  },
  signupExisting: {
    subject: "حاول شخص ما التسجيل باستخدام عنوان بريدك الإلكتروني",
    heading: "لديك حساب في GameZone بالفعل",
    intro:
      "حاول شخص ما (ربما أنت) إنشاء حساب جديد في GameZone باستخدام عنوان البريد الإلكتروني هذا. يوجد حساب مسجَّل بهذا العنوان بالفعل، لذلك لم يتم إنشاء أي حساب جديد.",
    action: "سجّل الدخول إلى GameZone",
    ignore: "إذا لم تكن أنت، فلا حاجة لأي إجراء: حسابك لم يتغيّر.",
  },
  passwordChanged: {
    subject: "تم تغيير كلمة مرور حسابك في GameZone",
    heading: "تم تغيير كلمة المرور",
    intro: "تم للتو تغيير كلمة مرور حسابك في GameZone، وتم تسجيل الخروج من جميع الأجهزة الأخرى.",
    warning: "إذا لم تقم بذلك، فتواصل فورًا مع {{support}}.",
  },
  accountDeleted: {
    subject: "تم حذف حسابك في GameZone",
    heading: "تم حذف الحساب",
    intro:
      "بناءً على طلبك، تم حذف حسابك في GameZone وبياناتك الشخصية المرتبطة به (الاسم، وعنوان البريد الإلكتروني، وتاريخ الميلاد، وجلسات تسجيل الدخول).",
    outro: "شكرًا لأنك لعبت معنا. يسعدنا أن تعود إلينا في أي وقت.",
  },
};
