import type { NewsletterEmailTexts } from "./en.ts";

/** Newsletter e-mails in Japanese. */
export const ja: NewsletterEmailTexts = {
  footer:
    "GameZone Pte. Ltd.（シンガポール）。このメールは、GameZone のニュースレター登録フォームにこのアドレスが入力されたためお送りしています。ご不明な点は {{support}} までお問い合わせください。",
  unsubscribe: "GameZone ニュースレターの配信を停止する",
  confirm: {
    subject: "GameZone ニュースレターの登録を確認してください",
    heading: "ワンクリックで登録完了",
    intro:
      "GameZone のお得な情報にご登録いただきありがとうございます。タイムセールやボーナスパックのお知らせを、多くても週に 1 回お届けします。このアドレスがご本人のものであることを確認してください：",
    action: "登録を確認する",
    expiry: "このリンクの有効期限は {{days}} 日間です。",
    ignore:
      "登録した覚えがない場合は、このメールを無視してください。今後こちらからメールをお送りすることはありません。",
  },
  welcome: {
    subject: "GameZone ニュースレターへようこそ",
    heading: "登録が完了しました！",
    intro:
      "ご登録が確認されました。タイムセールやボーナスパックのお知らせを、多くても週に 1 回お届けします。",
    action: "ゲームを見る",
    outro: "配信は、各メールの末尾にあるリンクからいつでも停止できます。",
  },
};
