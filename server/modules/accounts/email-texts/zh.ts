import type { AccountEmailTexts } from "./en.ts";

/** Account e-mails in Simplified Chinese. */
export const zh: AccountEmailTexts = {
  footer:
    "GameZone Pte. Ltd., Singapore。你收到这封邮件，是因为你的 GameZone 账户有相关操作。如有疑问，请发邮件至 {{support}}。",
  signupCode: {
    subject: "你的 GameZone 验证码：{{code}}",
    heading: "验证你的邮箱地址",
    greeting: "{{name}}，你好：",
    intro: "请在验证页面输入以下验证码，完成 GameZone 账户的注册：",
    expiry:
      "验证码 {{minutes}} 分钟内有效。请勿将验证码告诉任何人，GameZone 工作人员绝不会向你索要。",
    ignore: "如果你没有注册过账户，请忽略此邮件。",
  },
  signupExisting: {
    subject: "有人尝试使用你的邮箱地址注册",
    heading: "你已经有 GameZone 账户了",
    intro:
      "有人（很可能就是你）尝试使用此邮箱地址注册新的 GameZone 账户。由于该地址已有对应账户，因此没有创建新账户。",
    action: "登录 GameZone",
    ignore: "如果不是你本人操作，也无需处理，你的账户没有任何变动。",
  },
  passwordChanged: {
    subject: "你的 GameZone 密码已更改",
    heading: "密码已更改",
    intro: "你的 GameZone 账户密码刚刚已更改，其他所有设备均已退出登录。",
    warning: "如果不是你本人操作，请立即联系 {{support}}。",
  },
  accountDeleted: {
    subject: "你的 GameZone 账户已删除",
    heading: "账户已删除",
    intro:
      "根据你的要求，你的 GameZone 账户及其个人数据（姓名、邮箱地址、出生日期、登录会话）已被删除。",
    outro: "感谢你一直以来的陪伴，欢迎随时回来！",
  },
  passwordReset: {
    subject: "重置您的 GameZone 密码",
    heading: "设置新密码",
    greeting: "{{name}}，您好：",
    intro: "有人（可能是您本人）请求重置您 GameZone 账户的密码。请点击按钮设置新密码：",
    action: "设置新密码",
    expiry: "该链接在 {{minutes}} 分钟内有效，且只能使用一次。再次申请链接后，此链接将失效。",
    ignore: "如果这不是您本人的操作，请忽略此邮件：您的密码不会改变。",
  },
};
