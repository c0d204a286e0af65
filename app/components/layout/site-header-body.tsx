import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import { requestAuthDialog } from "#app/lib/auth/auth-dialog-request.ts";
import { useAuthState } from "#app/lib/auth/use-auth-state.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { languages } from "#contracts/language-names.ts";
import { paths } from "#contracts/paths.ts";
import { HeaderAccount } from "./header-account.tsx";
import { HeaderCart } from "./header-cart.tsx";
import { HeaderChatButton, HeaderChatModal } from "./header-chat.tsx";
import { HeaderMenu } from "./header-menu.tsx";
import { SearchBox } from "./search-box.tsx";
import type { SiteHeaderIslandProps } from "./site-header.tsx";

const MobileAccountEntries = lazy(() =>
  import("./signed-in-menu.tsx").then((module) => ({ default: module.MobileAccountEntries })),
);

const publicNavItems = [
  { to: paths.games(), key: "nav.games" },
  { to: paths.guides(), key: "nav.guides" },
  { to: paths.about(), key: "nav.about" },
] as const;
const signedInNavItems = [...publicNavItems, { to: paths.account(), key: "nav.account" }] as const;

const mobileMenuId = "mobile-menu";

const mobileItemClass =
  "flex items-center gap-2 rounded-lg px-3 py-3 text-start text-base font-semibold text-ink-100 hover:bg-white/5";

/**
 * What the header shows and does: logo, main links, search, currency and language menus, live
 * chat, cart, sign-in and the phone menu. Rendered by the server inside the header's static
 * island (site-header.tsx); the browser loads this code when the header is first used or must
 * change (a stored sign-in, another page, language or currency, a request for the login dialog).
 */
export function SiteHeaderBody(_props: SiteHeaderIslandProps) {
  const { t } = useTranslation();
  // The phone menu's popover, opened and closed by the browser; its state only picks the label.
  const menuRef = useRef<HTMLDivElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const follow = () => setMenuOpen(menu.matches(":popover-open"));
    follow();
    menu.addEventListener("toggle", follow);
    return () => menu.removeEventListener("toggle", follow);
  }, []);
  const closeMenu = () => {
    if (menuRef.current?.matches(":popover-open")) menuRef.current.hidePopover();
  };
  // Live Chat: the modal for members (null until first opened), the login dialog for visitors.
  const [chatOpen, setChatOpen] = useState<boolean | null>(null);
  // Signed-out on the server and while hydrating; the stored sign-in shows right after.
  const auth = useAuthState();
  const navItems = auth.loggedIn ? signedInNavItems : publicNavItems;
  const openChat = () => (auth.loggedIn ? setChatOpen(true) : requestAuthDialog("login"));

  return (
    <>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-3 sm:gap-4 sm:px-6">
        <Logo />
        <nav aria-label={t("common.mainNavigation")} className="hidden items-center gap-1 xl:flex">
          {navItems.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) =>
                `rounded-lg px-3 py-2 text-sm font-semibold transition hover:text-white ${isActive ? "text-white" : "text-ink-300"}`
              }
            >
              {t(item.key)}
            </NavLink>
          ))}
        </nav>
        <SearchBox className="ms-auto hidden min-w-0 flex-1 lg:block lg:max-w-72" />
        <div className="ms-auto flex items-center gap-1 sm:gap-2 lg:ms-0">
          <CurrencyMenu />
          <LanguageMenu />
          <HeaderChatButton onOpen={openChat} />
          <HeaderCart />
          <HeaderAccount />
          <button
            type="button"
            popoverTarget={mobileMenuId}
            className="flex h-10 w-10 items-center justify-center rounded-lg border border-white/10 text-ink-100 xl:hidden"
            aria-label={menuOpen ? t("header.closeMenu") : t("header.openMenu")}
          >
            {menuOpen ? (
              <Icon name="x" className="h-5 w-5" />
            ) : (
              <Icon name="menu" className="h-5 w-5" />
            )}
          </button>
        </div>
      </div>
      {/* A native popover: it opens, and its links and search work, before and without the
          header's code. */}
      <div
        ref={menuRef}
        id={mobileMenuId}
        popover="auto"
        className="header-mobile-menu border-t border-b border-white/5 bg-ink-950 px-4 pb-4 text-ink-100 xl:hidden"
      >
        <SearchBox className="mt-3 lg:hidden" onSearched={closeMenu} />
        <nav aria-label={t("common.mobileNavigation")} className="mt-2 flex flex-col">
          {navItems.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              onClick={closeMenu}
              className="rounded-lg px-3 py-3 text-base font-semibold text-ink-100 hover:bg-white/5"
            >
              {t(item.key)}
            </NavLink>
          ))}
        </nav>
        <div className="mt-2 flex flex-col border-t border-white/5 pt-2">
          <a
            href={paths.community()}
            className={`${mobileItemClass} lg:hidden`}
            data-testid="mobile-chat"
            data-island-press=""
            aria-haspopup="dialog"
            onClick={(event) => {
              event.preventDefault();
              closeMenu();
              openChat();
            }}
          >
            <Icon name="message-circle" className="h-5 w-5 text-ink-400" />
            {t("header.liveChat")}
          </a>
          {auth.loggedIn ? (
            <Suspense fallback={null}>
              <MobileAccountEntries auth={auth} onChosen={closeMenu} />
            </Suspense>
          ) : (
            <>
              <a
                href={paths.login()}
                className={mobileItemClass}
                data-testid="mobile-login"
                data-island-press=""
                aria-haspopup="dialog"
                onClick={(event) => {
                  event.preventDefault();
                  closeMenu();
                  requestAuthDialog("login");
                }}
              >
                <Icon name="log-in" className="h-5 w-5 text-ink-400" />
                {t("login.login")}
              </a>
              <a
                href={paths.signup()}
                className={mobileItemClass}
                data-testid="mobile-signup"
                data-island-press=""
                aria-haspopup="dialog"
                onClick={(event) => {
                  event.preventDefault();
                  closeMenu();
                  requestAuthDialog("signup");
                }}
              >
                <Icon name="user-plus" className="h-5 w-5 text-ink-400" />
                {t("login.signup")}
              </a>
            </>
          )}
        </div>
      </div>
      {auth.loggedIn ? <HeaderChatModal open={chatOpen} onOpenChange={setChatOpen} /> : null}
    </>
  );
}

function Logo() {
  const { t } = useTranslation();
  return (
    <NavLink
      to={paths.home()}
      className="group flex shrink-0 items-center gap-2.5"
      aria-label={t("common.homeLink")}
    >
      <span className="flex h-9 w-9 items-center justify-center rounded-xl bg-gradient-to-br from-neon-violet via-neon-fuchsia to-neon-cyan shadow-lg shadow-neon-violet/30">
        <Icon name="gamepad-2" className="h-5 w-5 text-white" />
      </span>
      <span className="flex flex-col leading-none">
        <span className="font-display text-xl font-extrabold tracking-wide text-white">
          Game<span className="text-gradient">Zone</span>
        </span>
        <span className="hidden text-[10px] font-bold tracking-[0.14em] text-ink-400 lg:block">
          {t("header.tagline")}
        </span>
      </span>
    </NavLink>
  );
}

/** The current page's address with one query parameter set (a menu link without JavaScript). */
function useAddressWith(): (name: string, value: string) => string {
  const location = useLocation();
  return (name, value) => {
    const params = new URLSearchParams(location.search);
    params.set(name, value);
    return `${location.pathname}?${params.toString()}`;
  };
}

function LanguageMenu() {
  const { t } = useTranslation();
  const data = useRootData();
  const addressWith = useAddressWith();
  const current = data?.lang ?? "en";
  return (
    <HeaderMenu
      id="language-menu"
      preference="lang"
      label={t("header.language")}
      selected={current}
      trigger={
        <>
          <Icon name="globe" className="h-4 w-4" />
          <span className="hidden uppercase min-[400px]:inline">{current}</span>
        </>
      }
      options={languages.map((language) => ({
        value: language.code,
        href: addressWith("lang", language.code),
        label: (
          <span className="flex flex-col">
            <span>{language.nativeName}</span>
            <span className="text-xs text-ink-400">{language.englishName}</span>
          </span>
        ),
        hint: language.code.toUpperCase(),
      }))}
    />
  );
}

function CurrencyMenu() {
  const { t } = useTranslation();
  const data = useRootData();
  const addressWith = useAddressWith();
  if (!data || data.currencies.length === 0) return null;
  const current = data.currencies.find((currency) => currency.code === data.currencyCode);
  return (
    <HeaderMenu
      id="currency-menu"
      preference="currency"
      label={t("header.currency")}
      selected={data.currencyCode}
      trigger={
        <span className="flex items-center gap-1">
          <span className="text-neon-cyan">{current?.symbol ?? "$"}</span>
          <span className="hidden sm:inline">{data.currencyCode}</span>
        </span>
      }
      options={data.currencies.map((currency) => ({
        value: currency.code,
        href: addressWith("currency", currency.code),
        label: (
          <span className="flex items-center gap-2">
            <span className="w-8 text-neon-cyan">{currency.symbol}</span>
            <span>{currency.name}</span>
          </span>
        ),
        hint: currency.code,
      }))}
    />
  );
}
