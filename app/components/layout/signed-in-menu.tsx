import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import type { IconName } from "#app/components/ui/icon-names.ts";
import type { AuthState } from "#app/lib/auth/use-auth-state.ts";
import { type TranslationKey, useTranslation } from "#app/lib/i18n.ts";
import { paths } from "#contracts/paths.ts";

/*
 * The header's signed-in pieces, loaded after hydration only for someone signed in (the server
 * always renders the signed-out header), so visitors never download them.
 */

type SignedIn = Extract<AuthState, { loggedIn: true }>;

/** The profile entries of the signed-in person: admins get the dashboard for both. */
function accountLinksFor(auth: SignedIn): {
  id: string;
  to: string;
  key: TranslationKey;
  icon: IconName;
}[] {
  return auth.role === "admin"
    ? [
        {
          id: "profile",
          to: paths.admin(),
          key: "userMenu.adminDashboard",
          icon: "layout-dashboard",
        },
        {
          id: "settings",
          to: paths.admin(),
          key: "userMenu.adminDashboard",
          icon: "layout-dashboard",
        },
      ]
    : [
        { id: "profile", to: paths.account(), key: "userMenu.profile", icon: "user" },
        { id: "settings", to: paths.settings(), key: "userMenu.settings", icon: "settings" },
      ];
}

// "Log out?" is the account page's dialog, loaded when the menu opens (or Logout is pressed).
const loadLogoutDialog = () => import("#app/features/account/logout-dialog.tsx");
const LogoutDialog = lazy(() =>
  loadLogoutDialog().then((module) => ({ default: module.LogoutDialog })),
);

/** The confirmation once asked for (null before: nothing of it loaded or rendered). */
function HeaderLogoutDialog(props: {
  open: boolean | null;
  onOpenChange: (open: boolean) => void;
  /** The menu's button: the menu item that opened the dialog is gone once it closes. */
  returnFocusTo: () => HTMLElement | null | undefined;
}) {
  if (props.open === null) return null;
  return (
    <Suspense fallback={null}>
      <LogoutDialog
        open={props.open}
        onOpenChange={props.onOpenChange}
        returnFocusTo={props.returnFocusTo}
      />
    </Suspense>
  );
}

export function ProfileMenu({ auth }: { auth: SignedIn }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState<boolean | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    rootRef.current?.querySelector<HTMLElement>("[role='menuitem']")?.focus();
    void loadLogoutDialog();
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape") {
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const items = [...(rootRef.current?.querySelectorAll<HTMLElement>("[role='menuitem']") ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next = index + (event.key === "ArrowDown" ? 1 : -1);
    items[(next + items.length) % items.length]?.focus();
  };

  const itemClass =
    "flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-start text-sm text-ink-100 hover:bg-white/5 focus:bg-white/10 focus:outline-none";

  return (
    <>
      {/* Outside the menu's element: the dialog's keys must not reach the menu's key handler. */}
      <HeaderLogoutDialog
        open={confirming}
        onOpenChange={setConfirming}
        returnFocusTo={() => buttonRef.current}
      />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape and arrow keys of the menu bubble up here */}
      <div ref={rootRef} className="relative hidden sm:block" onKeyDown={onKeyDown}>
        <button
          ref={buttonRef}
          type="button"
          data-testid="user-menu"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-label={t("userMenu.open", { name: auth.userName })}
          onClick={() => setOpen((value) => !value)}
          className="flex h-10 max-w-44 items-center gap-1.5 rounded-lg border border-white/10 bg-ink-800/70 px-2.5 text-sm font-semibold text-ink-100 transition hover:border-neon-violet/70"
        >
          <Icon name="user" className="h-4 w-4 shrink-0 text-neon-cyan" />
          <span className="truncate" data-testid="user-name">
            {auth.userName}
          </span>
          <Icon name="chevron-down" className="h-4 w-4 shrink-0" />
        </button>
        {open ? (
          <div
            role="menu"
            className="absolute end-0 top-12 z-50 w-56 rounded-xl border border-white/10 bg-ink-850/95 p-1.5 shadow-2xl shadow-black/60 backdrop-blur"
          >
            {accountLinksFor(auth).map((link) => (
              <Link
                key={link.id}
                to={link.to}
                role="menuitem"
                className={itemClass}
                onClick={() => setOpen(false)}
              >
                <Icon name={link.icon} className="h-4 w-4 text-ink-400" />
                {t(link.key)}
              </Link>
            ))}
            <button
              type="button"
              role="menuitem"
              data-testid="user-menu-logout"
              className={itemClass}
              onClick={() => {
                setOpen(false);
                setConfirming(true);
              }}
            >
              <Icon name="log-out" className="h-4 w-4 text-ink-400" />
              {t("userMenu.logout")}
            </button>
          </div>
        ) : null}
      </div>
    </>
  );
}

const mobileItemClass =
  "flex items-center gap-2 rounded-lg px-3 py-3 text-start text-base font-semibold text-ink-100 hover:bg-white/5";

/** The same entries for the mobile menu. */
export function MobileAccountEntries(props: { auth: SignedIn; onChosen: () => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<boolean | null>(null);
  // The phone menu's own button, found from the menu (a popover) these entries are in.
  const menuButton = useRef<HTMLElement | null>(null);
  return (
    <>
      {accountLinksFor(props.auth).map((link) => (
        <NavLink key={link.id} to={link.to} onClick={props.onChosen} className={mobileItemClass}>
          <Icon name={link.icon} className="h-5 w-5 text-ink-400" />
          {t(link.key)}
        </NavLink>
      ))}
      <button
        type="button"
        className={mobileItemClass}
        data-testid="mobile-logout"
        onPointerEnter={() => void loadLogoutDialog()}
        onFocus={() => void loadLogoutDialog()}
        onClick={(event) => {
          const menu = event.currentTarget.closest<HTMLElement>("[popover]");
          menuButton.current = menu?.id
            ? document.querySelector<HTMLElement>(`[popovertarget="${CSS.escape(menu.id)}"]`)
            : null;
          props.onChosen();
          setConfirming(true);
        }}
      >
        <Icon name="log-out" className="h-5 w-5 text-ink-400" />
        {t("userMenu.logout")}
      </button>
      <HeaderLogoutDialog
        open={confirming}
        onOpenChange={setConfirming}
        returnFocusTo={() => menuButton.current}
      />
    </>
  );
}
