import { useRef } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { useMoney } from "#app/lib/format-price.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { radioGroupTabStop, radioGroupTarget } from "#app/lib/radio-group-keys.ts";
import type { CurrencyPackage, DisplayCurrency } from "#contracts/catalogue.ts";
import { discountPercent } from "./delivery-tier.ts";

/**
 * The package cards as one radio group; the game page owns the choice (the order form reads it).
 * One tab stop (the chosen card), arrow keys, Home and End move the choice and the focus.
 */
export function PackagePicker(props: {
  packages: CurrencyPackage[];
  currency: DisplayCurrency | undefined;
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const { selectedId, onSelect: setSelectedId } = props;
  const showConverted = props.currency && props.currency.code !== "USD";
  const group = useRef<HTMLDivElement>(null);
  const current = props.packages.findIndex((pack) => pack._id === selectedId);
  const tabStop = radioGroupTabStop(current, props.packages.length);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = radioGroupTarget({
      key: event.key,
      current,
      count: props.packages.length,
      // The page's direction as laid out (the language's, or a dir attribute nearer).
      rtl: getComputedStyle(event.currentTarget).direction === "rtl",
    });
    const pack = target === null ? undefined : props.packages[target];
    if (target === null || !pack) return;
    event.preventDefault();
    setSelectedId(pack._id);
    group.current?.querySelectorAll<HTMLButtonElement>("[role='radio']")[target]?.focus();
  };

  if (props.packages.length === 0) {
    return <p className="text-ink-400">{t("games.packagesEmpty")}</p>;
  }
  return (
    <div>
      <div
        ref={group}
        role="radiogroup"
        aria-label={t("games.packagesTitle")}
        onKeyDown={onKeyDown}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3"
      >
        {props.packages.map((pack, index) => {
          const selected = pack._id === selectedId;
          const percent = discountPercent(pack.priceCents, pack.compareAtPriceCents);
          return (
            // biome-ignore lint/a11y/useSemanticElements: a card-sized radio needs rich content a native radio label cannot lay out
            <button
              key={pack._id}
              type="button"
              role="radio"
              aria-checked={selected}
              tabIndex={index === tabStop ? 0 : -1}
              onClick={() => setSelectedId(pack._id)}
              data-testid="package-option"
              className={`relative flex flex-col items-start rounded-2xl border p-4 text-start transition ${selected ? "border-neon-fuchsia bg-neon-fuchsia/10 shadow-lg shadow-neon-fuchsia/20" : "border-white/10 bg-ink-800/60 hover:border-neon-violet/60"}`}
            >
              {pack.badge ? (
                <span className="absolute -top-2.5 end-3 rounded-full bg-gradient-to-r from-neon-amber to-orange-500 px-2 py-0.5 text-[10px] font-extrabold text-ink-950 uppercase">
                  {pack.badge}
                </span>
              ) : null}
              {selected ? (
                <Icon name="check" className="absolute end-3 bottom-3 h-4 w-4 text-neon-fuchsia" />
              ) : null}
              <span className="flex items-center gap-1.5 text-base font-extrabold text-white">
                <Icon name="gem" className="h-4 w-4 text-neon-cyan" />
                {money.count(pack.currencyAmount)}
              </span>
              <span className="text-xs text-ink-400">{pack.currencyName}</span>
              {pack.bonusAmount > 0 ? (
                <span className="mt-1 text-xs font-bold text-neon-lime">
                  {t("games.bonus", { amount: money.count(pack.bonusAmount) })}
                </span>
              ) : null}
              <span className="mt-3 text-lg font-extrabold text-neon-amber">
                {money.usd(pack.priceCents)}
              </span>
              {pack.compareAtPriceCents ? (
                <span className="text-xs text-ink-400">
                  <s>{money.usd(pack.compareAtPriceCents)}</s>
                  {percent ? (
                    <span className="ms-1 font-bold text-neon-lime">
                      {t("games.save", { percent })}
                    </span>
                  ) : null}
                </span>
              ) : null}
              {showConverted && props.currency ? (
                <span className="text-xs text-ink-300">
                  {t("games.approx", { price: money.converted(pack.priceCents, props.currency) })}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      {showConverted ? (
        <p className="mt-3 text-xs text-ink-400">{t("games.chargedInUsd")}</p>
      ) : null}
    </div>
  );
}
