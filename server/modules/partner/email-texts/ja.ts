import type { PartnerEmailTexts } from "./en.ts";

/** Partner e-mails in Japanese. */
export const ja: PartnerEmailTexts = {
  footer:
    "GameZone Pte. Ltd.（シンガポール）。このメールは、GameZone のパートナー募集フォームにこのアドレスが入力されたためお送りしています。ご不明な点は {{support}} までお問い合わせください。",
  acknowledgement: {
    subject: "パートナーシップのお問い合わせを受け付けました",
    heading: "お問い合わせありがとうございます",
    greeting: "{{name}} 様",
    intro:
      "GameZone とのパートナーシップにご関心をお寄せいただきありがとうございます。パートナー担当チームがお問い合わせ（{{kind}}）を受け付けました。3 営業日以内にご連絡いたします。",
    outro:
      "追加の情報がある場合は {{support}} までご連絡ください。お問い合わせをされていない場合は、このメールを無視してください。",
  },
  kinds: {
    reseller: "販売代理店",
    creator: "コンテンツクリエイター",
    publisher: "ゲームパブリッシャー",
    other: "その他の提携",
  },
};
