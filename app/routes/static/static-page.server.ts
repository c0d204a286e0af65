import type { RouterContextProvider } from "react-router";
import type { StaticPageName } from "#app/content/pages/page-content.ts";
import { loadPageContent } from "#app/content/pages/pages-content.server.ts";
import { servicesContext } from "#app/lib/app-context.ts";
import { requestLanguage } from "#app/lib/request-language.ts";

/** One static page's words in the request's language, the support e-mail filled in. */
export function loadStaticPage<P extends StaticPageName>(
  page: P,
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const { supportEmail } = context.get(servicesContext);
  return { content: loadPageContent(page, requestLanguage(request), { email: supportEmail }) };
}
