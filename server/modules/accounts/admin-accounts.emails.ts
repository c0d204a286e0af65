import type { AdminRole } from "#contracts/accounts-rules.ts";
import type { LanguageCode } from "#contracts/languages.ts";
import { composeMail, fillTemplate, type OutgoingMail } from "#server/platform/mail.ts";

/** The invitation e-mail in every interface language (sent in the inviting owner's language). */
type InvitationTexts = {
  subject: string;
  heading: string;
  intro: string;
  action: string;
  expiry: string;
  ignore: string;
  footer: string;
  roles: Record<AdminRole, string>;
};

const texts: Record<LanguageCode, InvitationTexts> = {
  en: {
    subject: "You are invited to the GameZone admin team",
    heading: "Join the GameZone admin team",
    intro: "{{inviter}} invited {{email}} to help run GameZone as {{role}}.",
    action: "Accept the invitation",
    expiry:
      "Open the link, choose your name and a password, and you are signed in. The link works once and expires in {{hours}} hours.",
    ignore: "If you did not expect this invitation, you can ignore this e-mail: nothing happens.",
    footer: "GameZone Pte. Ltd., Singapore. Questions? Write to {{support}}.",
    roles: { owner: "owner", manager: "manager", support: "support agent", editor: "editor" },
  },
  es: {
    subject: "Te han invitado al equipo de administración de GameZone",
    heading: "Únete al equipo de administración de GameZone",
    intro: "{{inviter}} ha invitado a {{email}} a ayudar a gestionar GameZone como {{role}}.",
    action: "Aceptar la invitación",
    expiry:
      "Abre el enlace, elige tu nombre y una contraseña, y tendrás la sesión iniciada. El enlace sirve una sola vez y caduca en {{hours}} horas.",
    ignore: "Si no esperabas esta invitación, puedes ignorar este correo: no pasará nada.",
    footer: "GameZone Pte. Ltd., Singapur. ¿Preguntas? Escribe a {{support}}.",
    roles: {
      owner: "propietario",
      manager: "gestor",
      support: "agente de soporte",
      editor: "editor",
    },
  },
  zh: {
    subject: "您受邀加入 GameZone 管理团队",
    heading: "加入 GameZone 管理团队",
    intro: "{{inviter}} 邀请 {{email}} 以{{role}}身份协助管理 GameZone。",
    action: "接受邀请",
    expiry:
      "打开链接，填写您的姓名并设置密码，即可直接登录。该链接仅可使用一次，将在 {{hours}} 小时后失效。",
    ignore: "如果您没有预料到这份邀请，请忽略此邮件，不会产生任何影响。",
    footer: "GameZone Pte. Ltd.，新加坡。如有疑问，请发邮件至 {{support}}。",
    roles: { owner: "所有者", manager: "经理", support: "客服", editor: "编辑" },
  },
  hi: {
    subject: "आपको GameZone की एडमिन टीम में आमंत्रित किया गया है",
    heading: "GameZone की एडमिन टीम से जुड़ें",
    intro: "{{inviter}} ने {{email}} को GameZone चलाने में {{role}} के रूप में मदद के लिए आमंत्रित किया है।",
    action: "आमंत्रण स्वीकार करें",
    expiry:
      "लिंक खोलें, अपना नाम और पासवर्ड चुनें, और आप साइन इन हो जाएँगे। लिंक केवल एक बार काम करता है और {{hours}} घंटे में समाप्त हो जाएगा।",
    ignore: "अगर आपको इस आमंत्रण की उम्मीद नहीं थी, तो इस ई-मेल को अनदेखा करें: कुछ नहीं होगा।",
    footer: "GameZone Pte. Ltd., सिंगापुर। कोई प्रश्न? {{support}} पर लिखें।",
    roles: { owner: "स्वामी", manager: "मैनेजर", support: "सपोर्ट एजेंट", editor: "संपादक" },
  },
  fr: {
    subject: "Vous êtes invité à rejoindre l’équipe d’administration de GameZone",
    heading: "Rejoignez l’équipe d’administration de GameZone",
    intro:
      "{{inviter}} a invité {{email}} à participer à la gestion de GameZone en tant que {{role}}.",
    action: "Accepter l’invitation",
    expiry:
      "Ouvrez le lien, choisissez votre nom et un mot de passe, et vous serez connecté. Le lien ne sert qu’une fois et expire dans {{hours}} heures.",
    ignore: "Si vous n’attendiez pas cette invitation, ignorez cet e-mail : rien ne se passera.",
    footer: "GameZone Pte. Ltd., Singapour. Des questions ? Écrivez à {{support}}.",
    roles: {
      owner: "propriétaire",
      manager: "gestionnaire",
      support: "agent du support",
      editor: "éditeur",
    },
  },
  ar: {
    subject: "دعوة للانضمام إلى فريق إدارة GameZone",
    heading: "انضم إلى فريق إدارة GameZone",
    intro: "دعا {{inviter}} صاحب العنوان {{email}} للمساعدة في إدارة GameZone بصفة {{role}}.",
    action: "قبول الدعوة",
    expiry:
      "افتح الرابط واختر اسمك وكلمة مرور، وسيتم تسجيل دخولك مباشرة. يعمل الرابط مرة واحدة فقط وتنتهي صلاحيته خلال {{hours}} ساعة.",
    ignore: "إذا لم تكن تتوقع هذه الدعوة، فتجاهل هذه الرسالة ولن يحدث شيء.",
    footer: "GameZone Pte. Ltd.، سنغافورة. هل لديك أسئلة؟ راسلنا على {{support}}.",
    roles: { owner: "مالك", manager: "مدير", support: "موظف دعم", editor: "محرر" },
  },
  bn: {
    subject: "আপনাকে GameZone-এর অ্যাডমিন টিমে আমন্ত্রণ জানানো হয়েছে",
    heading: "GameZone-এর অ্যাডমিন টিমে যোগ দিন",
    intro:
      "{{inviter}} {{email}}-কে {{role}} হিসেবে GameZone পরিচালনায় সাহায্য করার জন্য আমন্ত্রণ জানিয়েছেন।",
    action: "আমন্ত্রণ গ্রহণ করুন",
    expiry:
      "লিংকটি খুলুন, আপনার নাম ও একটি পাসওয়ার্ড বেছে নিন, তাহলেই আপনি সাইন ইন হয়ে যাবেন। লিংকটি একবারই কাজ করে এবং {{hours}} ঘণ্টা পরে মেয়াদ শেষ হবে।",
    ignore: "এই আমন্ত্রণ প্রত্যাশিত না হলে ই-মেইলটি উপেক্ষা করুন: কিছুই হবে না।",
    footer: "GameZone Pte. Ltd., সিঙ্গাপুর। কোনো প্রশ্ন? {{support}}-এ লিখুন।",
    roles: { owner: "মালিক", manager: "ম্যানেজার", support: "সাপোর্ট এজেন্ট", editor: "সম্পাদক" },
  },
  pt: {
    subject: "Você foi convidado para a equipe de administração da GameZone",
    heading: "Junte-se à equipe de administração da GameZone",
    intro: "{{inviter}} convidou {{email}} para ajudar a administrar a GameZone como {{role}}.",
    action: "Aceitar o convite",
    expiry:
      "Abra o link, escolha seu nome e uma senha, e você já estará conectado. O link funciona uma única vez e expira em {{hours}} horas.",
    ignore: "Se você não esperava este convite, ignore este e-mail: nada acontecerá.",
    footer: "GameZone Pte. Ltd., Singapura. Dúvidas? Escreva para {{support}}.",
    roles: {
      owner: "proprietário",
      manager: "gerente",
      support: "agente de suporte",
      editor: "editor",
    },
  },
  ru: {
    subject: "Вас пригласили в команду администраторов GameZone",
    heading: "Присоединяйтесь к команде администраторов GameZone",
    intro: "{{inviter}} приглашает {{email}} помогать управлять GameZone в роли «{{role}}».",
    action: "Принять приглашение",
    expiry:
      "Откройте ссылку, укажите имя и придумайте пароль — и вы сразу войдёте в систему. Ссылка действует один раз и истекает через {{hours}} ч.",
    ignore:
      "Если вы не ждали этого приглашения, просто проигнорируйте письмо: ничего не произойдёт.",
    footer: "GameZone Pte. Ltd., Сингапур. Есть вопросы? Пишите на {{support}}.",
    roles: { owner: "владелец", manager: "менеджер", support: "поддержка", editor: "редактор" },
  },
  ja: {
    subject: "GameZone 管理チームへの招待",
    heading: "GameZone 管理チームに参加しましょう",
    intro: "{{inviter}} さんが {{email}} を{{role}}として GameZone の運営に招待しました。",
    action: "招待を承諾する",
    expiry:
      "リンクを開いてお名前とパスワードを設定すると、そのままサインインできます。リンクは 1 回限り有効で、{{hours}} 時間後に期限切れになります。",
    ignore: "この招待に心当たりがない場合は、このメールを無視してください。何も起こりません。",
    footer: "GameZone Pte. Ltd.（シンガポール）。ご質問は {{support}} までお寄せください。",
    roles: {
      owner: "オーナー",
      manager: "マネージャー",
      support: "サポート担当",
      editor: "編集者",
    },
  },
};

export function adminInvitationMail(input: {
  to: string;
  lang: LanguageCode;
  inviter: string;
  adminRole: AdminRole;
  acceptUrl: string;
  hours: number;
  supportEmail: string;
}): OutgoingMail {
  const t = texts[input.lang] ?? texts.en;
  return composeMail({
    to: input.to,
    lang: input.lang,
    subject: t.subject,
    heading: t.heading,
    blocks: [
      {
        kind: "paragraph",
        text: fillTemplate(t.intro, {
          inviter: input.inviter,
          email: input.to,
          role: t.roles[input.adminRole],
        }),
      },
      { kind: "button", text: t.action, href: input.acceptUrl },
      { kind: "paragraph", text: fillTemplate(t.expiry, { hours: input.hours }) },
      { kind: "paragraph", text: t.ignore },
    ],
    footer: fillTemplate(t.footer, { support: input.supportEmail }),
  });
}
