import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useNavigate } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import type { IconName } from "#app/components/ui/icon-names.ts";
import type { AuthState } from "#app/lib/auth/use-auth-state.ts";
import { type TranslationKey, useTranslation } from "#app/lib/i18n.ts";
import { toast } from "#app/lib/toast.ts";
import { logoutRedirectMs } from "#contracts/accounts-rules.ts";
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

/** Logs out from the header: the server first, then the toast and the way home. */
function useHeaderLogout(): () => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return () => {
    void import("#app/lib/auth/log-out.ts")
      .then(({ logOut }) => logOut())
      .catch(() => false)
      .then((ok) => {
        if (!ok) {
          toast(t("userMenu.logoutFailed"), { type: "error" });
          return;
        }
        toast(t("userMenu.logoutSuccess"), { type: "success" });
        setTimeout(() => void navigate(paths.home()), logoutRedirectMs);
      });
  };
}

export function ProfileMenu({ auth }: { auth: SignedIn }) {
  const { t } = useTranslation();
  const logout = useHeaderLogout();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    rootRef.current?.querySelector<HTMLElement>("[role='menuitem']")?.focus();
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
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and arrow keys of the menu bubble up here
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
              logout();
            }}
          >
            <Icon name="log-out" className="h-4 w-4 text-ink-400" />
            {t("userMenu.logout")}
          </button>
        </div>
      ) : null}
    </div>
  );
}

const mobileItemClass =
  "flex items-center gap-2 rounded-lg px-3 py-3 text-start text-base font-semibold text-ink-100 hover:bg-white/5";

/** The same entries for the mobile menu. */
export function MobileAccountEntries(props: { auth: SignedIn; onChosen: () => void }) {
  const { t } = useTranslation();
  const logout = useHeaderLogout();
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
        onClick={() => {
          props.onChosen();
          logout();
        }}
      >
        <Icon name="log-out" className="h-5 w-5 text-ink-400" />
        {t("userMenu.logout")}
      </button>
    </>
  );
}
