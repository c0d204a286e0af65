import type { OrderEmailTexts } from "./en.ts";

/** Order e-mails in Simplified Chinese. */
export const zh: OrderEmailTexts = {
  footer: "GameZone Pte. Ltd., Singapore。你收到这封邮件，是因为有人使用此邮箱地址下了订单。",
  followOrder: "跟踪订单",
  line: "{{quantity}} × {{game}}：{{package}}，{{amount}}",
  linePlayer: "{{quantity}} × {{game}}：{{package}}，充值到玩家 {{player}}，{{amount}}",
  linePlayerNickname:
    "{{quantity}} × {{game}}：{{package}}，充值到玩家 {{player}}（{{nickname}}），{{amount}}",
  paymentMethods: {
    card: "银行卡",
    ewallet: "电子钱包",
    qr: "扫码支付",
    bank_transfer: "银行转账",
  },
  receipt: {
    subject: "你的 GameZone 订单 {{shortId}} 的收据",
    heading: "已收到付款，充值正在路上",
    orderId: "订单号：{{orderId}}",
    discount: "小计 {{subtotal}}，优惠码 {{code}}：−{{discount}}。",
    total: "实付金额：{{amount}} USD（{{method}}）。",
    delivery: "通常 5 到 15 分钟内到账。到账后我们会再发邮件通知你。",
  },
  delivered: {
    subject: "你的 GameZone 充值已到账",
    heading: "已到账，祝你游戏愉快！",
    line: "{{line}}：已到账（交易号 {{transaction}}）",
    serial: "序列号：{{serial}}。请妥善保管此兑换码，切勿告诉他人。",
  },
  refunded: {
    subject: "你的 GameZone 订单已部分退款",
    heading: "充值未能完成，我们已为你退款",
    explanation:
      "供应商多次尝试后仍未能完成此次充值，因此 {{amount}} 已退回你的原支付方式。退款通常会在 5 到 10 个工作日内到账。",
  },
  refundedByShop: {
    subject: "我们已退还您 GameZone 订单中的 {{amount}}",
    heading: "您的退款正在处理中",
    explanation:
      "我们已将 {{amount}} 退还至您的原付款方式。原因：{{reason}}。退款通常会在 5 至 10 个工作日内到账。",
    codesRevoked: "已退款商品的兑换码已失效，且不再显示在您的订单页面上。",
  },
  orderLink: {
    subject: "您的 GameZone 订单 {{shortId}}",
    heading: "这是您的订单链接",
    text: "有人（希望是您）在订单查询页面请求了订单 {{orderId}} 的链接。它显示订单状态，送达后还会显示兑换码。请勿分享。",
  },
};
