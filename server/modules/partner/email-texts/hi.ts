import type { PartnerEmailTexts } from "./en.ts";

/** Partner e-mails in Hindi. */
export const hi: PartnerEmailTexts = {
  footer:
    "GameZone Pte. Ltd., सिंगापुर। आपको यह ई-मेल इसलिए मिला है क्योंकि GameZone के पार्टनर फ़ॉर्म में यह पता दर्ज किया गया था। कोई सवाल? {{support}} पर लिखें।",
  acknowledgement: {
    subject: "हमें आपकी साझेदारी से जुड़ी पूछताछ मिल गई है",
    heading: "संपर्क करने के लिए धन्यवाद",
    greeting: "नमस्ते {{name}},",
    intro:
      "GameZone के साथ साझेदारी में रुचि दिखाने के लिए धन्यवाद। हमारी साझेदारी टीम को आपकी पूछताछ ({{kind}}) मिल गई है और वह 3 कार्यदिवसों के भीतर जवाब देगी।",
    outro:
      "अगर आप कुछ और जोड़ना चाहते हैं, तो {{support}} पर लिखें। अगर आपने हमसे संपर्क नहीं किया, तो इस ई-मेल को अनदेखा कर सकते हैं।",
  },
  kinds: {
    reseller: "रीसेलर",
    creator: "कंटेंट क्रिएटर",
    publisher: "गेम पब्लिशर",
    other: "अन्य साझेदारी",
  },
};
