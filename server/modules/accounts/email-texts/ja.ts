import type { AccountEmailTexts } from "./en.ts";

/** Account e-mails in Japanese. */
export const ja: AccountEmailTexts = {
  footer:
    "GameZone Pte. Ltd., Singapore。このメールは、お客様のGameZoneアカウントで行われた操作に基づいてお送りしています。ご不明な点は{{support}}までお問い合わせください。",
  signupCode: {
    subject: "GameZoneの認証コード：{{code}}",
    heading: "メールアドレスの確認",
    greeting: "{{name}} 様",
    intro: "GameZoneアカウントの作成を完了するには、認証ページで次のコードを入力してください。",
    expiry:
      "このコードの有効期限は{{minutes}}分です。コードは誰にも教えないでください。GameZoneのスタッフがコードをお尋ねすることは決してありません。",
    ignore: "アカウント作成にお心当たりがない場合は、このメールを破棄していただいて構いません。",
  },
  signupExisting: {
    subject: "お客様のメールアドレスで新規登録が試みられました",
    heading: "GameZoneアカウントはすでに登録済みです",
    intro:
      "どなたか（おそらくお客様ご本人）が、このメールアドレスで新しいGameZoneアカウントを作成しようとしました。このアドレスのアカウントはすでに存在するため、新しいアカウントは作成されていません。",
    action: "GameZoneにログイン",
    ignore: "お心当たりがない場合も、特に対応は必要ありません。アカウントに変更はありません。",
  },
  passwordChanged: {
    subject: "GameZoneのパスワードが変更されました",
    heading: "パスワードが変更されました",
    intro: "GameZoneアカウントのパスワードが変更され、他のすべての端末からログアウトされました。",
    warning: "お心当たりがない場合は、すぐに{{support}}までご連絡ください。",
  },
  accountDeleted: {
    subject: "GameZoneアカウントの削除が完了しました",
    heading: "アカウントを削除しました",
    intro:
      "ご依頼に基づき、GameZoneアカウントと個人データ（お名前、メールアドレス、生年月日、セッション情報）を削除しました。",
    outro:
      "これまでGameZoneをご利用いただき、ありがとうございました。またのお越しをいつでもお待ちしております。",
  },
  passwordReset: {
    subject: "GameZone のパスワードの再設定",
    heading: "新しいパスワードを設定してください",
    greeting: "{{name}} さん",
    intro:
      "GameZone アカウントのパスワード再設定が依頼されました（おそらくご本人によるものです）。ボタンを押して新しいパスワードを設定してください。",
    action: "新しいパスワードを設定する",
    expiry:
      "このリンクの有効期限は {{minutes}} 分で、1 回だけ使えます。新しいリンクを依頼すると、このリンクは使えなくなります。",
    ignore: "お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。",
  },
};
