import type { OrderEmailTexts } from "./en.ts";

/** Order e-mails in Bengali. */
export const bn: OrderEmailTexts = {
  footer:
    "GameZone Pte. Ltd., Singapore. এই ইমেইল ঠিকানা দিয়ে একটি অর্ডার দেওয়া হয়েছে বলে আপনি এই ইমেইলটি পেয়েছেন।",
  followOrder: "আপনার অর্ডার ট্র্যাক করুন",
  line: "{{quantity}} × {{game}}: {{package}}, {{amount}}",
  linePlayer: "{{quantity}} × {{game}}: {{package}}, প্লেয়ার {{player}}-এর জন্য, {{amount}}",
  linePlayerNickname:
    "{{quantity}} × {{game}}: {{package}}, প্লেয়ার {{player}} ({{nickname}})-এর জন্য, {{amount}}",
  paymentMethods: {
    card: "কার্ড",
    ewallet: "ই-ওয়ালেট",
    qr: "QR পেমেন্ট",
    bank_transfer: "ব্যাংক ট্রান্সফার",
  },
  receipt: {
    subject: "আপনার GameZone অর্ডার {{shortId}}-এর রসিদ",
    heading: "পেমেন্ট পাওয়া গেছে। আপনার টপ-আপ পথে আছে",
    orderId: "অর্ডার {{orderId}}",
    discount: "উপমোট {{subtotal}}, প্রোমো কোড {{code}}: −{{discount}}।",
    total: "মোট চার্জ: {{amount}} USD ({{method}})।",
    delivery: "ডেলিভারিতে সাধারণত 5 থেকে 15 মিনিট লাগে। টপ-আপ পৌঁছালে আমরা আবার আপনাকে ইমেইল করব।",
  },
  delivered: {
    subject: "আপনার GameZone টপ-আপ ডেলিভারি হয়েছে",
    heading: "ডেলিভারি সম্পন্ন। গেম উপভোগ করুন!",
    line: "{{line}}: ডেলিভারি হয়েছে (ট্রানজ্যাকশন {{transaction}})",
    serial: "সিরিয়াল নম্বর: {{serial}}। এই কোডটি কারও সঙ্গে শেয়ার করবেন না।",
  },
  refunded: {
    subject: "আপনার GameZone অর্ডারের একটি অংশ রিফান্ড করা হয়েছে",
    heading: "ডেলিভারি করা যায়নি, তাই আপনার টাকা রিফান্ড করা হয়েছে",
    explanation:
      "কয়েকবার চেষ্টা করেও সাপ্লায়ার এই ডেলিভারি সম্পন্ন করতে পারেনি, তাই {{amount}} আপনার আসল পেমেন্ট পদ্ধতিতে রিফান্ড করা হয়েছে। রিফান্ড সাধারণত 5 থেকে 10 কার্যদিবসের মধ্যে দেখা যায়।",
  },
  refundedByShop: {
    subject: "আমরা আপনার GameZone অর্ডারের {{amount}} ফেরত দিয়েছি",
    heading: "আপনার রিফান্ড পথে আছে",
    explanation:
      "আমরা {{amount}} আপনার মূল পেমেন্ট মাধ্যমে ফেরত দিয়েছি। কারণ: {{reason}}। রিফান্ড সাধারণত ৫ থেকে ১০ কার্যদিবসের মধ্যে দেখা যায়।",
    codesRevoked: "ফেরত দেওয়া লাইনের কোড আর কাজ করে না এবং আপনার অর্ডার পেজে আর দেখানো হয় না।",
  },
  orderLink: {
    subject: "আপনার GameZone অর্ডার {{shortId}}",
    heading: "এই নিন আপনার অর্ডারের লিংক",
    text: "কেউ (আশা করি আপনি) অর্ডার ট্র্যাকিং পেজে অর্ডার {{orderId}}-এর লিংক চেয়েছেন। এতে অর্ডারের অবস্থা এবং ডেলিভারির পরে তার কোড দেখা যায়। এটি গোপন রাখুন।",
  },
};
