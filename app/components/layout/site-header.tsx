import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { StaticIsland } from "#app/components/ui/static-island.tsx";
import { onAuthDialogWanted } from "#app/lib/auth/auth-dialog-request.ts";
import { useAuthState } from "#app/lib/auth/use-auth-state.ts";
import { usePreferenceChoice } from "#app/lib/preference-choice.ts";
import { useRootData } from "#app/lib/root-data.ts";

export const siteHeaderIsland = "site-header-island";

/**
 * What the header's markup depends on: when one of these differs from what the server rendered
 * with, the header's code is loaded and takes over (the island's rule for stale props).
 */
export type SiteHeaderIslandProps = {
  lang: string;
  currencyCode: string;
  pathname: string;
  signedIn: boolean;
  /** Another part of the page asked for the login or sign-up dialog, which the header owns. */
  dialogWanted: boolean;
};

const loadHeaderBody = () =>
  import("./site-header-body.tsx").then((module) => module.SiteHeaderBody);

/**
 * The sticky page header. A first visit (signed out, nothing touched yet) keeps the server's
 * markup, whose links work without the header's code; that code (menus, search, cart, sign-in,
 * chat: about 5 KB) loads as soon as the header is pointed at, focused or tapped, or must show
 * something else (see SiteHeaderIslandProps), instead of with every page's first scripts.
 */
export function SiteHeader() {
  const data = useRootData();
  const { pathname } = useLocation();
  const auth = useAuthState();
  const [dialogWanted, setDialogWanted] = useState(false);
  useEffect(() => onAuthDialogWanted(() => setDialogWanted(true)), []);
  const choosePreference = usePreferenceChoice();
  return (
    // A language or currency chosen in the header's menus is saved here, in the always-loaded
    // frame, so a choice made before the header's code arrived is taken at once.
    <header
      className="sticky top-0 z-40 border-b border-white/5 bg-ink-950/80 backdrop-blur-xl"
      onClickCapture={choosePreference}
    >
      <StaticIsland
        id={siteHeaderIsland}
        load={loadHeaderBody}
        wakeNearViewport={false}
        props={{
          lang: data?.lang ?? "en",
          currencyCode: data?.currencyCode ?? "USD",
          pathname,
          signedIn: auth.loggedIn,
          dialogWanted,
        }}
      />
    </header>
  );
}
