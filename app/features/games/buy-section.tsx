import { lazy, Suspense, useEffect, useState } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { useTranslation } from "#app/lib/i18n.ts";
import { whenIdle } from "#app/lib/when-idle.ts";
import type { CurrencyPackage, DisplayCurrency, GameDetail } from "#contracts/catalogue.ts";

// The form, its checks and the cart calls load after hydration, never with the page.
const BuyPanel = lazy(() => import("./buy-panel.tsx"));

export type BuySectionProps = {
  game: Pick<
    GameDetail,
    "_id" | "slug" | "title" | "squareImage" | "deliveryKind" | "playerIdFields"
  >;
  pack: CurrencyPackage | null;
  currency: DisplayCurrency | undefined;
};

const shellFieldClass =
  "h-11 w-full rounded-lg border border-white/10 bg-ink-800/70 px-3 text-sm opacity-60";

/**
 * The game page's player and order forms. The server renders a disabled copy of the same
 * layout (the same for every visitor, so the page cache keeps serving it); the working form
 * replaces it once the browser has hydrated, had an idle moment and loaded its code.
 */
export function BuySection(props: BuySectionProps) {
  const [hydrated, setHydrated] = useState(false);
  // After hydration's own work, not inside it: the form's code and first render wait for an
  // idle moment (at most a second), which keeps the phone's main thread free meanwhile.
  useEffect(() => whenIdle(() => setHydrated(true)), []);
  const shell = <BuyShell {...props} />;
  if (!hydrated) return shell;
  return (
    <Suspense fallback={shell}>
      <BuyPanel {...props} />
    </Suspense>
  );
}

function BuyShell({ game }: BuySectionProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4" data-testid="buy-shell" aria-busy="true">
      <section className="card-surface p-5">
        <h2 className="flex items-center gap-2 text-lg font-bold text-white">
          <Icon name="user-round" className="h-5 w-5 text-neon-violet" />
          {t("games.playerTitle")}
        </h2>
        <p className="mt-1 text-sm text-ink-400">
          {t(game.deliveryKind === "code" ? "buy.codeHint" : "buy.playerHint")}
        </p>
        <div className="mt-4 space-y-3">
          {game.playerIdFields.map((field) => (
            <label key={field.key} className="block">
              <span className="mb-1.5 block text-sm font-semibold text-ink-100">{field.label}</span>
              <input className={shellFieldClass} placeholder={field.placeholder} disabled />
            </label>
          ))}
        </div>
        {game.deliveryKind === "direct" ? (
          <button type="button" className="btn-ghost mt-4 w-full opacity-60" disabled>
            {t("buy.checkPlayer")}
          </button>
        ) : null}
      </section>
      <section className="card-surface space-y-3 p-5">
        <h2 className="text-lg font-bold text-white">{t("buy.orderTitle")}</h2>
        <button type="button" className="btn-ghost w-full opacity-60" disabled>
          {t("buy.addToCart")}
        </button>
        <button type="button" className="btn-primary w-full opacity-60" disabled>
          {t("buy.buyNow")}
        </button>
      </section>
    </div>
  );
}
