import type { OrderEmailTexts } from "./en.ts";

/** Order e-mails in Hindi. */
export const hi: OrderEmailTexts = {
  footer:
    "GameZone Pte. Ltd., Singapore. आपको यह ईमेल इसलिए मिला है क्योंकि इस ईमेल पते से एक ऑर्डर दिया गया है।",
  followOrder: "अपना ऑर्डर ट्रैक करें",
  line: "{{quantity}} × {{game}}: {{package}}, {{amount}}",
  linePlayer: "{{quantity}} × {{game}}: {{package}}, प्लेयर {{player}} के लिए, {{amount}}",
  linePlayerNickname:
    "{{quantity}} × {{game}}: {{package}}, प्लेयर {{player}} ({{nickname}}) के लिए, {{amount}}",
  paymentMethods: {
    card: "कार्ड",
    ewallet: "ई-वॉलेट",
    qr: "QR पेमेंट",
    bank_transfer: "बैंक ट्रांसफ़र",
  },
  receipt: {
    subject: "आपके GameZone ऑर्डर {{shortId}} की रसीद",
    heading: "पेमेंट मिल गया। आपका टॉप-अप रास्ते में है",
    orderId: "ऑर्डर {{orderId}}",
    discount: "उप-योग {{subtotal}}, प्रोमो कोड {{code}}: −{{discount}}।",
    total: "कुल भुगतान: {{amount}} USD ({{method}})।",
    delivery: "डिलीवरी में आम तौर पर 5 से 15 मिनट लगते हैं। टॉप-अप पहुंचते ही हम आपको फिर से ईमेल करेंगे।",
  },
  delivered: {
    subject: "आपका GameZone टॉप-अप डिलीवर हो गया है",
    heading: "डिलीवर हो गया। गेम का मज़ा लें!",
    line: "{{line}}: डिलीवर हो गया (ट्रांज़ैक्शन {{transaction}})",
    serial: "सीरियल नंबर: {{serial}}। यह कोड किसी के साथ शेयर न करें।",
  },
  refunded: {
    subject: "हमने आपके GameZone ऑर्डर का कुछ हिस्सा रिफ़ंड कर दिया है",
    heading: "हम डिलीवरी नहीं कर सके, इसलिए आपका पैसा रिफ़ंड कर दिया",
    explanation:
      "कई कोशिशों के बाद भी सप्लायर यह डिलीवरी पूरी नहीं कर सका, इसलिए {{amount}} आपके मूल पेमेंट तरीके में रिफ़ंड कर दिए गए हैं। रिफ़ंड आम तौर पर 5 से 10 कार्यदिवसों में दिखता है।",
  },
  refundedByShop: {
    subject: "हमने आपके GameZone ऑर्डर के {{amount}} वापस कर दिए हैं",
    heading: "आपका रिफ़ंड रास्ते में है",
    explanation:
      "हमने {{amount}} आपके मूल भुगतान माध्यम में वापस कर दिए हैं। कारण: {{reason}}। रिफ़ंड आमतौर पर 5 से 10 कार्यदिवसों में दिखता है।",
    codesRevoked: "रिफ़ंड की गई पंक्तियों के कोड अब काम नहीं करते और आपके ऑर्डर पेज पर नहीं दिखते।",
  },
  orderLink: {
    subject: "आपका GameZone ऑर्डर {{shortId}}",
    heading: "यह रहा आपके ऑर्डर का लिंक",
    text: "किसी ने (उम्मीद है आपने) ऑर्डर ट्रैकिंग पेज पर ऑर्डर {{orderId}} का लिंक मांगा। इसमें ऑर्डर की स्थिति और डिलीवरी के बाद उसके कोड दिखते हैं। इसे निजी रखें।",
  },
};
