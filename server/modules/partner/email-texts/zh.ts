import type { PartnerEmailTexts } from "./en.ts";

/** Partner e-mails in Chinese (Simplified). */
export const zh: PartnerEmailTexts = {
  footer:
    "GameZone Pte. Ltd.，新加坡。您收到这封邮件，是因为有人在 GameZone 的合作伙伴表单中填写了此邮箱地址。如有疑问，请发邮件至 {{support}}。",
  acknowledgement: {
    subject: "我们已收到您的合作咨询",
    heading: "感谢您与我们联系",
    greeting: "{{name}}，您好：",
    intro:
      "感谢您有意与 GameZone 合作。我们的合作团队已收到您的咨询（{{kind}}），将在 3 个工作日内回复您。",
    outro: "如需补充信息，请发邮件至 {{support}}。如果您并未联系过我们，请忽略这封邮件。",
  },
  kinds: {
    reseller: "经销商",
    creator: "内容创作者",
    publisher: "游戏发行商",
    other: "其他合作",
  },
};
