import type { OrderEmailTexts } from "./en.ts";

/** Order e-mails in Japanese. */
export const ja: OrderEmailTexts = {
  footer:
    "GameZone Pte. Ltd., Singapore。このメールは、このメールアドレスでご注文をいただいたためお送りしています。",
  followOrder: "注文状況を確認する",
  line: "{{game}}：{{package}} × {{quantity}}、{{amount}}",
  linePlayer: "{{game}}：{{package}} × {{quantity}}（プレイヤー：{{player}}）、{{amount}}",
  linePlayerNickname:
    "{{game}}：{{package}} × {{quantity}}（プレイヤー：{{player}}／{{nickname}}）、{{amount}}",
  paymentMethods: {
    card: "カード",
    ewallet: "電子ウォレット",
    qr: "QRコード決済",
    bank_transfer: "銀行振込",
  },
  receipt: {
    subject: "GameZoneご注文（{{shortId}}）のレシート",
    heading: "お支払いを確認しました。チャージをお届けします",
    orderId: "注文番号：{{orderId}}",
    discount: "小計 {{subtotal}}、プロモコード {{code}}：−{{discount}}。",
    total: "ご請求金額：{{amount}} USD（{{method}}）",
    delivery:
      "お届けには通常5〜15分ほどかかります。お届けが完了しましたら、改めてメールでお知らせします。",
  },
  delivered: {
    subject: "GameZoneのチャージをお届けしました",
    heading: "お届け完了。ゲームをお楽しみください！",
    line: "{{line}}：お届け済み（取引ID：{{transaction}}）",
    serial: "シリアル番号：{{serial}}。このコードは他の人に教えないでください。",
  },
  refunded: {
    subject: "GameZoneのご注文の一部を返金しました",
    heading: "お届けできなかったため、返金いたしました",
    explanation:
      "仕入先で何度か試みましたがお届けを完了できなかったため、{{amount}}を元のお支払い方法に返金いたしました。返金が反映されるまで、通常5〜10営業日ほどかかります。",
  },
  refundedByShop: {
    subject: "GameZone のご注文から {{amount}} を返金しました",
    heading: "返金手続きを開始しました",
    explanation:
      "{{amount}} を元のお支払い方法に返金しました。理由：{{reason}}。返金の反映には通常 5〜10 営業日かかります。",
    codesRevoked: "返金された明細のコードは無効になり、注文ページにも表示されなくなりました。",
  },
  orderLink: {
    subject: "GameZone のご注文 {{shortId}}",
    heading: "ご注文へのリンクです",
    text: "注文追跡ページで注文 {{orderId}} のリンクがリクエストされました（ご本人によるものと思われます）。注文の状況と、お届け後はコードを確認できます。他の人と共有しないでください。",
  },
};
