import type { NewsletterEmailTexts } from "./en.ts";

/** Newsletter e-mails in Chinese (Simplified). */
export const zh: NewsletterEmailTexts = {
  footer:
    "GameZone Pte. Ltd.，新加坡。您收到这封邮件，是因为有人在 GameZone 的新闻订阅表单中填写了此邮箱地址。如有疑问，请发邮件至 {{support}}。",
  unsubscribe: "退订 GameZone 新闻邮件",
  confirm: {
    subject: "请确认订阅 GameZone 新闻邮件",
    heading: "只需点击一下即可确认",
    intro:
      "感谢您订阅 GameZone 优惠信息：限时特卖和奖励礼包，每周最多一封。请确认这是您的邮箱地址：",
    action: "确认订阅",
    expiry: "该链接在 {{days}} 天内有效。",
    ignore: "如果您没有订阅，请忽略这封邮件：我们不会再联系您。",
  },
  welcome: {
    subject: "欢迎订阅 GameZone 新闻邮件",
    heading: "订阅成功！",
    intro: "您的订阅已确认。限时特卖和奖励礼包将发送到您的邮箱，每周最多一封。",
    action: "浏览游戏",
    outro: "您可以随时通过每封邮件末尾的链接退订。",
  },
};
