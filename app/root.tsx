import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useRouteError,
} from "react-router";
import "./app.css";
import { languageDirection } from "#contracts/languages.ts";
import { resolveRequestPreferences } from "#contracts/preferences.ts";
import type { Route } from "./+types/root";
import { SiteFooter } from "./components/layout/site-footer.tsx";
import { SiteHeader } from "./components/layout/site-header.tsx";
import { CookieConsentSlot, GlobalWidgets } from "./components/widgets/global-widgets.tsx";
import { servicesContext } from "./lib/app-context.ts";
import { createTranslator, TranslationProvider } from "./lib/i18n.ts";
import { imageFallbackScript } from "./lib/image-fallback.ts";
import { useLanguageSync } from "./lib/language-sync.ts";
import { outageTranslation } from "./lib/outage-texts.ts";
import { loadTexts, type RootData, textsOf, useRootData } from "./lib/root-data.ts";
import { loadOrFail } from "./lib/route-errors.ts";
import { buildPageMeta } from "./lib/seo.ts";
import { resolveAdminTextsAsset, resolveTextsAsset } from "./lib/translations.server.ts";
import type { Translation } from "./locales/en.ts";

// Error pages are rare: their screens load when one is shown (the server renders them in
// full; the browser keeps that HTML until the code has arrived, then hydrates it).
const ErrorScreen = lazy(() =>
  import("./components/layout/error-screen.tsx").then((module) => ({
    default: module.ErrorScreen,
  })),
);
const NotFoundScreen = lazy(() =>
  import("./components/layout/not-found-screen.tsx").then((module) => ({
    default: module.NotFoundScreen,
  })),
);

// The navigation bar and the toast host matter only after the first navigation or toast:
// they load once the page has hydrated, not with its first scripts.
const NavigationProgress = lazy(() =>
  import("./components/layout/navigation-progress.tsx").then((module) => ({
    default: module.NavigationProgress,
  })),
);
const ToastHost = lazy(() =>
  import("./components/layout/toast-host.tsx").then((module) => ({ default: module.ToastHost })),
);

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const { catalogue, origin, supportEmail, supportLinks, paymentMethods } =
    context.get(servicesContext);
  const { lang, currencyCode: wanted } = resolveRequestPreferences({
    url: new URL(request.url),
    cookieHeader: request.headers.get("cookie"),
    acceptLanguage: request.headers.get("accept-language"),
  });
  const currencies = await loadOrFail(() => catalogue.listCurrencies());
  const currencyCode = currencies.some((currency) => currency.code === wanted) ? wanted! : "USD";
  return {
    lang,
    dir: languageDirection(lang),
    textsUrl: resolveTextsAsset(lang).url,
    adminTextsUrl: resolveAdminTextsAsset(lang).url,
    currencies,
    currencyCode,
    origin,
    supportEmail,
    supportLinks,
    paymentMethods: [...paymentMethods],
  };
}

/**
 * After hydration, a page in another language needs that language's texts before it renders:
 * the server's data names them, and they are fetched (once per language) before it is shown.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<RootData> {
  const data = await serverLoader();
  await loadTexts(data.textsUrl);
  return data;
}

// Language and currency only change through an explicit revalidate or a ?lang= / ?currency= link.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return ["lang", "currency"].some(
    (name) => currentUrl.searchParams.get(name) !== nextUrl.searchParams.get(name),
  );
};

// The outage texts (a page whose root data failed: no language, no texts file) live in the
// server bundle only. The server renders them into the page (#gz-outage-texts) when it uses
// them, and the browser reads them back from there; a page that lost its root data after it
// hydrated keeps the texts it had.
const outageElementId = "gz-outage-texts";
let lastTexts: Translation | undefined;
let pageOutageTexts: Translation | undefined;

function fallbackTexts(): Translation | undefined {
  if (import.meta.env.SSR) return outageTranslation;
  if (lastTexts) return lastTexts;
  const json = document.getElementById(outageElementId)?.dataset.texts;
  if (json && !pageOutageTexts) pageOutageTexts = JSON.parse(json) as Translation;
  return pageOutageTexts;
}

export const meta: Route.MetaFunction = ({ loaderData: root, error, location }) => {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const texts = textsOf(root) ?? fallbackTexts();
  if (!texts) return [{ title: "GameZone" }];
  return buildPageMeta({
    title: notFound ? texts.common.notFoundTitle : texts.common.errorTitle,
    description: notFound ? texts.common.notFoundText : texts.common.errorText,
    origin: root?.origin ?? "",
    path: location.pathname,
    lang: root?.lang ?? "en",
    robots: "noindex, follow",
  });
};

export function links() {
  return [
    { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
    { rel: "manifest", href: "/site.webmanifest" },
  ];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  // Marks the document once the app runs (its scripts start late, decision 0030): browser tests
  // and monitoring can tell a page that is interactive from one that is still plain HTML.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html
      lang={data?.lang ?? "en"}
      dir={data?.dir ?? "ltr"}
      className="dark"
      data-texts={data?.textsUrl}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#07070d" />
        {/* First in the head, so it sees every image's failure, even before hydration. The
            server writes it; the browser keeps the server's copy (it runs only once anyway). */}
        <script
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of our own, allowed by its hash in the page's CSP
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? imageFallbackScript() : "" }}
          suppressHydrationWarning
        />
        <Meta />
        <Links />
        {/* The interface texts hydration needs (see entry.client.tsx); fetched with the scripts. */}
        {data ? (
          <link rel="preload" as="fetch" crossOrigin="anonymous" href={data.textsUrl} />
        ) : null}
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const lang = data?.lang ?? "en";
  const ownTexts = textsOf(data);
  if (ownTexts) lastTexts = ownTexts;
  // Without root data the outage texts are always found: rendered by the server, or kept.
  const translation = (ownTexts ?? fallbackTexts()) as Translation;
  const translator = useMemo(() => createTranslator(lang, translation), [lang, translation]);
  useLanguageSync(lang);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <TranslationProvider translator={translator}>
      <a href="#main" className="skip-link">
        {translation.common.skipToContent}
      </a>
      {ownTexts ? null : (
        <div hidden id={outageElementId} data-texts={JSON.stringify(translation)} />
      )}
      {/* Without root data (an outage) only the error screen renders: the frame needs the
          currencies and the texts that did not arrive. */}
      {data ? (
        <>
          <CookieConsentSlot />
          {hydrated ? (
            <Suspense fallback={null}>
              <NavigationProgress />
            </Suspense>
          ) : null}
          <SiteHeader />
        </>
      ) : null}
      <main id="main" tabIndex={-1} className="min-h-[70vh] focus:outline-none">
        {children}
      </main>
      {data ? (
        <>
          <SiteFooter />
          {hydrated ? (
            <Suspense fallback={null}>
              <ToastHost />
            </Suspense>
          ) : null}
          <GlobalWidgets />
        </>
      ) : null}
    </TranslationProvider>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell>
        <Suspense fallback={null}>
          <NotFoundScreen />
        </Suspense>
      </Shell>
    );
  }
  return (
    <Shell>
      <Suspense fallback={null}>
        <ErrorScreen error={error} />
      </Suspense>
    </Shell>
  );
}
