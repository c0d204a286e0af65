import type { PartnerEmailTexts } from "./en.ts";

/** Partner e-mails in Bengali. */
export const bn: PartnerEmailTexts = {
  footer:
    "GameZone Pte. Ltd., সিঙ্গাপুর। আপনি এই ই-মেইলটি পাচ্ছেন কারণ GameZone-এর পার্টনার ফর্মে এই ঠিকানাটি দেওয়া হয়েছিল। কোনো প্রশ্ন? {{support}}-এ লিখুন।",
  acknowledgement: {
    subject: "আমরা আপনার অংশীদারিত্বের অনুরোধ পেয়েছি",
    heading: "যোগাযোগ করার জন্য ধন্যবাদ",
    greeting: "হ্যালো {{name}},",
    intro:
      "GameZone-এর সঙ্গে অংশীদারিত্বে আগ্রহ দেখানোর জন্য ধন্যবাদ। আমাদের পার্টনারশিপ টিম আপনার অনুরোধ ({{kind}}) পেয়েছে এবং ৩ কার্যদিবসের মধ্যে উত্তর দেবে।",
    outro:
      "কিছু যোগ করতে চাইলে {{support}}-এ লিখুন। আপনি আমাদের সঙ্গে যোগাযোগ না করে থাকলে এই ই-মেইলটি উপেক্ষা করতে পারেন।",
  },
  kinds: {
    reseller: "রিসেলার",
    creator: "কনটেন্ট ক্রিয়েটর",
    publisher: "গেম প্রকাশক",
    other: "অন্য ধরনের অংশীদারিত্ব",
  },
};
