import { LoaderCircle, RotateCcw } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { buyingPaths } from "#app/lib/buying/buying-paths.ts";
import { notifyCartUpdated } from "#app/lib/buying/cart-events.ts";
import { buyAgain, storeBuyAgainNote } from "#app/lib/buying/saved-players.ts";
import { failureText } from "#app/lib/failure-text.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { toast } from "#app/lib/toast.ts";

/**
 * "Buy again": the order's lines go back into the cart at today's prices, then the cart page
 * opens with a note naming what could not be added (packages no longer on sale).
 */
export function BuyAgainButton(props: { orderId: string; label?: string; className?: string }) {
  const translator = useTranslation();
  const { t } = translator;
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const result = await buyAgain(props.orderId);
      if (!result.ok) {
        toast(failureText(translator, result, "playerAccounts.buyAgainFailed"), { type: "error" });
        return;
      }
      storeBuyAgainNote(result.value);
      notifyCartUpdated({ cart: result.value.cart });
      void navigate(buyingPaths.cart());
    } catch {
      toast(t("playerAccounts.buyAgainFailed"), { type: "error" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={props.className ?? "btn-ghost"}
      onClick={() => void run()}
      disabled={busy}
      aria-label={props.label}
      data-testid="buy-again"
    >
      {busy ? (
        <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
      ) : (
        <RotateCcw className="h-4 w-4" aria-hidden="true" />
      )}
      {busy ? t("playerAccounts.buyingAgain") : t("playerAccounts.buyAgain")}
    </button>
  );
}
