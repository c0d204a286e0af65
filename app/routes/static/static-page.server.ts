import type { RouterContextProvider } from "react-router";
import type { StaticPageName } from "#app/content/pages/page-content.ts";
import { loadPageContent, methodListIn } from "#app/content/pages/pages-content.server.ts";
import { servicesContext } from "#app/lib/app-context.ts";
import { requestLanguage } from "#app/lib/request-language.ts";

/**
 * One static page's words in the request's language, the support e-mail, the shop's
 * maintenance waiting window and the payment methods that are on filled in.
 */
export function loadStaticPage<P extends StaticPageName>(
  page: P,
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const { supportEmail, maintenanceWaitMinutes, paymentMethods, bankTransferMinutes } =
    context.get(servicesContext);
  const lang = requestLanguage(request);
  return {
    content: loadPageContent(page, lang, {
      email: supportEmail,
      maintenanceWait: durationIn(lang, maintenanceWaitMinutes),
      methods: methodListIn(lang, paymentMethods),
      transferWait: durationIn(lang, bankTransferMinutes),
    }),
    /** The payment methods that are on: the Payments page lists only these. */
    paymentMethods: [...paymentMethods],
  };
}

/** "4 hours", "4 heures", "4 時間": whole hours as hours, anything else as minutes. */
function durationIn(lang: string, minutes: number): string {
  const hours = minutes % 60 === 0;
  return new Intl.NumberFormat(lang, {
    style: "unit",
    unit: hours ? "hour" : "minute",
    unitDisplay: "long",
  }).format(hours ? minutes / 60 : minutes);
}
