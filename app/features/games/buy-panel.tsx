import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import { requestAuthDialog } from "#app/lib/auth/auth-dialog-request.ts";
import { useAuthState } from "#app/lib/auth/use-auth-state.ts";
import { buyingPaths } from "#app/lib/buying/buying-paths.ts";
import { addToCart } from "#app/lib/buying/cart-requests.ts";
import {
  clearPendingPurchase,
  type PendingPurchase,
  type PurchaseLine,
  readPendingPurchase,
  storeBuyNow,
  storePendingPurchase,
} from "#app/lib/buying/pending-purchase.ts";
import type { PlayerChoice } from "#app/lib/buying/saved-players.ts";
import { failureText } from "#app/lib/failure-text.ts";
import { useMoney } from "#app/lib/format-price.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { toast } from "#app/lib/toast.ts";
import { describePlayer, maxLineQuantity } from "#contracts/buying-rules.ts";
import { buyReadiness, fieldProblem, initialValues, type PlayerCheck } from "./buy-rules.ts";
import type { BuySectionProps } from "./buy-section.tsx";
import { checkFromFailure, checkPlayer } from "./player-requests.ts";
import { SavedPlayerPicker } from "./saved-players.tsx";

const fieldClass =
  "h-11 w-full rounded-lg border border-white/10 bg-ink-800/70 px-3 text-sm text-ink-100 placeholder:text-ink-400 focus:border-neon-violet focus:outline-none aria-[invalid=true]:border-red-400 disabled:opacity-60";

/**
 * The working player and order forms of the game page (loaded after hydration, default export
 * for React.lazy). Signed out, Add to cart and Buy now keep the choice in sessionStorage, open
 * the login dialog and carry on by themselves once the buyer is signed in.
 */
export default function BuyPanel({ game, pack, currency }: BuySectionProps) {
  const translator = useTranslation();
  const { t } = translator;
  const money = useMoney();
  const auth = useAuthState();
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState(() => initialValues(game.playerIdFields));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [check, setCheck] = useState<PlayerCheck>({ state: "idle" });
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState<"add" | "buyNow" | null>(null);
  const [waitingForLogin, setWaitingForLogin] = useState(false);
  // A check answered for values the buyer has changed since must not confirm the new ones.
  const checkRun = useRef(0);
  const id = useId();

  const readiness = buyReadiness({
    deliveryKind: game.deliveryKind,
    fields: game.playerIdFields,
    values,
    check,
    packageSelected: pack !== null,
  });

  const setValue = (key: string, value: string) => {
    checkRun.current += 1;
    setValues((current) => ({ ...current, [key]: value }));
    setCheck({ state: "idle" });
  };

  const checkValues = async (checked: Record<string, string>) => {
    const run = ++checkRun.current;
    setCheck({ state: "checking" });
    const trimmed = Object.fromEntries(
      Object.entries(checked).map(([key, value]) => [key, value.trim()]),
    );
    const result = await checkPlayer(game._id, trimmed);
    if (run === checkRun.current) setCheck(result);
  };

  const runCheck = async () => {
    if (readiness.canCheck) await checkValues(values);
  };

  /** A saved player: every field filled at once, then checked again as typed values are. */
  const pickSaved = (choice: PlayerChoice) => {
    const next = { ...initialValues(game.playerIdFields), ...choice.fields };
    checkRun.current += 1;
    setValues(next);
    setTouched({});
    setCheck({ state: "idle" });
    const ready = buyReadiness({
      deliveryKind: game.deliveryKind,
      fields: game.playerIdFields,
      values: next,
      check: { state: "idle" },
      packageSelected: pack !== null,
    });
    if (ready.canCheck) void checkValues(next);
  };

  const lineFor = (purchasePack: NonNullable<typeof pack>): PurchaseLine => {
    const fields = Object.fromEntries(
      game.playerIdFields.map((field) => [field.key, (values[field.key] ?? "").trim()]),
    );
    return {
      gameSlug: game.slug,
      gameTitle: game.title,
      gameImage: game.squareImage,
      packageId: purchasePack._id,
      packageName: purchasePack.name,
      currencyName: purchasePack.currencyName,
      unitPriceCents: purchasePack.priceCents,
      quantity,
      fields,
      // As the cart shows it: code deliveries go to the buyer, not to a player account.
      playerLine:
        game.deliveryKind === "code"
          ? ""
          : describePlayer(
              fields,
              game.playerIdFields.map((field) => field.key),
            ),
      nickname: check.state === "found" ? check.nickname : null,
    };
  };

  const perform = useCallback(
    async (action: PendingPurchase["action"], line: PurchaseLine) => {
      if (action === "buyNow") {
        storeBuyNow(line);
        void navigate(buyingPaths.buyNow());
        return;
      }
      setBusy("add");
      try {
        const result = await addToCart(line);
        if (result.ok) {
          toast(t("buy.added"), { type: "success" });
          return;
        }
        if (result.status === 401) {
          storePendingPurchase({ action, returnTo: location.pathname, line });
          setWaitingForLogin(true);
          requestAuthDialog("login");
          return;
        }
        const failure = checkFromFailure(result);
        if (failure.state === "failed")
          toast(failureText(translator, result, "buy.addFailed"), { type: "error" });
        else setCheck(failure);
      } catch {
        toast(t("buy.addFailed"), { type: "error" });
      } finally {
        setBusy(null);
      }
    },
    [navigate, location.pathname, t, translator],
  );

  // Signed in (in this tab, another one, or through the dialog): finish what was started here.
  useEffect(() => {
    if (!auth.loggedIn) return;
    const pending = readPendingPurchase();
    if (!pending || pending.line.gameSlug !== game.slug) return;
    clearPendingPurchase();
    setWaitingForLogin(false);
    setValues({ ...initialValues(game.playerIdFields), ...pending.line.fields });
    setQuantity(pending.line.quantity);
    if (pending.line.nickname) setCheck({ state: "found", nickname: pending.line.nickname });
    void perform(pending.action, pending.line);
  }, [auth.loggedIn, game.slug, game.playerIdFields, perform]);

  const start = (action: PendingPurchase["action"]) => {
    if (!readiness.canBuy || !pack || busy) return;
    const line = lineFor(pack);
    // Buying now needs no account (the payment page asks a guest for an e-mail); the cart does.
    if (!auth.loggedIn && action === "add") {
      storePendingPurchase({ action, returnTo: location.pathname, line });
      setWaitingForLogin(true);
      requestAuthDialog("login");
      return;
    }
    void perform(action, line);
  };

  const blockerText =
    readiness.blocker === "fixFields"
      ? t("buy.fixFields")
      : readiness.blocker === "checkFirst"
        ? t("buy.checkFirst")
        : readiness.blocker === "choosePackage"
          ? t("buy.choosePackage")
          : null;

  return (
    <div className="space-y-4" data-testid="buy-panel">
      <section className="card-surface p-5" aria-labelledby={`${id}-player`}>
        <h2 id={`${id}-player`} className="flex items-center gap-2 text-lg font-bold text-white">
          <Icon name="user-round" className="h-5 w-5 text-neon-violet" />
          {t("games.playerTitle")}
        </h2>
        <p className="mt-1 text-sm text-ink-400">
          {t(game.deliveryKind === "code" ? "buy.codeHint" : "buy.playerHint")}
        </p>
        <SavedPlayerPicker
          gameId={game._id}
          gameSlug={game.slug}
          member={auth.loggedIn}
          onPick={pickSaved}
        />
        <form
          className="mt-4 space-y-3"
          data-testid="player-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void runCheck();
          }}
        >
          {game.playerIdFields.map((field) => {
            const value = values[field.key] ?? "";
            const problem = touched[field.key] ? fieldProblem(field, value) : null;
            const inputId = `${id}-${field.key}`;
            const errorId = `${inputId}-error`;
            const common = {
              id: inputId,
              name: field.key,
              value,
              required: true,
              className: fieldClass,
              "data-testid": `player-field-${field.key}`,
              "aria-invalid": problem ? true : undefined,
              "aria-describedby": problem ? errorId : undefined,
              onBlur: () => setTouched((current) => ({ ...current, [field.key]: true })),
            } as const;
            return (
              <div key={field.key}>
                <label
                  htmlFor={inputId}
                  className="mb-1.5 block text-sm font-semibold text-ink-100"
                >
                  {field.label}
                </label>
                {field.kind === "select" ? (
                  <select {...common} onChange={(event) => setValue(field.key, event.target.value)}>
                    <option value="">{t("buy.choose")}</option>
                    {(field.options ?? []).map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    {...common}
                    type="text"
                    dir="ltr"
                    autoComplete="off"
                    spellCheck={false}
                    maxLength={64}
                    placeholder={field.placeholder}
                    onChange={(event) => setValue(field.key, event.target.value)}
                  />
                )}
                {problem ? (
                  <p id={errorId} className="mt-1 text-xs font-semibold text-red-400">
                    {t(problem === "required" ? "buy.fieldRequired" : "buy.fieldInvalid", {
                      label: field.label,
                    })}
                  </p>
                ) : null}
              </div>
            );
          })}
          {game.deliveryKind === "direct" ? (
            <button
              type="submit"
              className="btn-ghost w-full disabled:cursor-not-allowed disabled:opacity-60"
              disabled={!readiness.canCheck}
              data-testid="check-player"
            >
              {check.state === "checking" ? (
                <Icon name="loader-circle" className="h-4 w-4 animate-spin" />
              ) : null}
              {check.state === "checking" ? t("buy.checking") : t("buy.checkPlayer")}
            </button>
          ) : null}
        </form>
        <div aria-live="polite" className="mt-3 empty:hidden" data-testid="player-result">
          <PlayerResult check={check} />
        </div>
      </section>

      <section className="card-surface space-y-4 p-5" aria-labelledby={`${id}-order`}>
        <h2 id={`${id}-order`} className="text-lg font-bold text-white">
          {t("buy.orderTitle")}
        </h2>
        {pack ? (
          <p className="text-sm text-ink-300" data-testid="buy-package">
            {pack.name}
          </p>
        ) : null}
        <QuantityStepper value={quantity} onChange={setQuantity} disabled={busy !== null} />
        {pack ? (
          <p className="flex items-baseline justify-between gap-3">
            <span className="text-sm text-ink-400">{t("buy.total")}</span>
            <span className="text-end">
              <span
                className="block text-xl font-extrabold text-neon-amber"
                data-testid="buy-total"
              >
                {money.usd(pack.priceCents * quantity)}
              </span>
              {currency && currency.code !== "USD" ? (
                <span className="block text-xs text-ink-300">
                  {t("games.approx", {
                    price: money.converted(pack.priceCents * quantity, currency),
                  })}
                </span>
              ) : null}
            </span>
          </p>
        ) : null}
        <button
          type="button"
          className="btn-ghost w-full disabled:cursor-not-allowed disabled:opacity-60"
          disabled={!readiness.canBuy || busy !== null}
          onClick={() => start("add")}
          data-testid="add-to-cart"
        >
          {busy === "add" ? <Icon name="loader-circle" className="h-4 w-4 animate-spin" /> : null}
          {busy === "add" ? t("buy.adding") : t("buy.addToCart")}
        </button>
        <button
          type="button"
          className="btn-primary w-full disabled:cursor-not-allowed disabled:opacity-60"
          disabled={!readiness.canBuy || busy !== null}
          onClick={() => start("buyNow")}
          data-testid="buy-now"
        >
          {t("buy.buyNow")}
        </button>
        <p className="text-xs text-ink-400" aria-live="polite" data-testid="buy-hint">
          {waitingForLogin && !auth.loggedIn ? t("buy.loginToBuy") : blockerText}
        </p>
      </section>
    </div>
  );
}

function PlayerResult({ check }: { check: PlayerCheck }) {
  const translator = useTranslation();
  const { t } = translator;
  switch (check.state) {
    case "found":
      return (
        <p className="flex items-center gap-2 rounded-lg border border-neon-lime/40 bg-neon-lime/10 px-3 py-2 text-sm font-semibold text-neon-lime">
          <Icon name="circle-check" className="h-4 w-4 shrink-0" />
          <span data-testid="player-nickname">
            {t("buy.playerFound", { nickname: check.nickname })}
          </span>
        </p>
      );
    case "notFound":
    case "unavailable":
    case "failed":
      return (
        <p
          className="flex gap-2 rounded-lg border border-red-400/40 bg-red-500/10 px-3 py-2 text-sm font-semibold text-red-300"
          data-testid={`player-error-${check.state}`}
        >
          <Icon name="circle-exclamation-point" className="mt-0.5 h-4 w-4 shrink-0" />
          {check.state === "notFound"
            ? t("buy.playerNotFound")
            : check.state === "unavailable"
              ? t("buy.supplierDown")
              : failureText(translator, { message: check.message }, "buy.checkFailed")}
        </p>
      );
    default:
      return null;
  }
}

/** −/+ around a number input, 1 to the line maximum. */
export function QuantityStepper(props: {
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const clamp = (value: number) => Math.min(maxLineQuantity, Math.max(1, Math.round(value) || 1));
  const buttonClass =
    "flex h-11 w-11 items-center justify-center rounded-lg border border-white/10 text-ink-100 hover:border-neon-violet disabled:cursor-not-allowed disabled:opacity-40";
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink-100">
        {t("buy.quantity")}
      </label>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={buttonClass}
          aria-label={t("buy.decrease")}
          aria-controls={id}
          disabled={props.disabled || props.value <= 1}
          onClick={() => props.onChange(clamp(props.value - 1))}
        >
          <Icon name="minus" className="h-4 w-4" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={maxLineQuantity}
          value={props.value}
          disabled={props.disabled}
          onChange={(event) => props.onChange(clamp(Number(event.target.value)))}
          className={`${fieldClass} text-center`}
          data-testid="buy-quantity"
        />
        <button
          type="button"
          className={buttonClass}
          aria-label={t("buy.increase")}
          aria-controls={id}
          disabled={props.disabled || props.value >= maxLineQuantity}
          onClick={() => props.onChange(clamp(props.value + 1))}
        >
          <Icon name="plus" className="h-4 w-4" />
        </button>
      </div>
    </div>
  );
}
