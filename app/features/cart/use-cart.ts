import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { ApiResult } from "#app/lib/api-client.ts";
import { onCartUpdated } from "#app/lib/buying/cart-events.ts";
import {
  clearCart,
  emptyCart,
  fetchCart,
  removeCartItem,
  setCartQuantity,
} from "#app/lib/buying/cart-requests.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { toast } from "#app/lib/toast.ts";
import type { Cart } from "#contracts/buying.ts";

export type CartView = {
  status: "loading" | "ready" | "error";
  cart: Cart;
  /** The text for a cart that could not be loaded ('Failed to fetch cart items' or 'Error fetching cart items'). */
  error: string | null;
  /** Rows with a change or removal on its way (each row has its own busy flag). */
  busy: ReadonlySet<string>;
  clearing: boolean;
  reload: () => void;
  setQuantity: (id: string, quantity: number) => Promise<void>;
  remove: (id: string) => Promise<void>;
  clear: () => Promise<boolean>;
};

/**
 * The signed-in buyer's cart for the modal and the cart page, loaded in the browser when
 * `enabled`. It follows `cartUpdated` (from any screen), and its own changes tell the others.
 */
export function useCart(enabled: boolean): CartView {
  const { t } = useTranslation();
  const source = useId();
  const [status, setStatus] = useState<CartView["status"]>("loading");
  const [cart, setCart] = useState<Cart>(emptyCart);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [clearing, setClearing] = useState(false);
  const request = useRef(0);

  const load = useCallback(async () => {
    const run = ++request.current;
    let result: ApiResult<Cart> | null = null;
    try {
      result = await fetchCart();
    } catch {
      // Left null: nothing came back.
    }
    if (run !== request.current) return;
    if (result?.ok) {
      setCart(result.value);
      setError(null);
      setStatus("ready");
      return;
    }
    // A failed fetch resets the list to empty.
    setCart(emptyCart);
    setStatus("error");
    setError(
      result === null
        ? t("cart.fetchError")
        : result.status === 401
          ? t("cart.loginRequired")
          : t("cart.fetchFailed"),
    );
  }, [t]);

  useEffect(() => {
    if (!enabled) return;
    void load();
    return onCartUpdated((detail) => {
      if (detail?.source === source) return;
      if (detail?.cart) {
        request.current += 1;
        setCart(detail.cart);
        setError(null);
        setStatus("ready");
      } else {
        void load();
      }
    });
  }, [enabled, load, source]);

  const withBusy = async (id: string, change: () => Promise<ApiResult<Cart>>, failed: string) => {
    setBusy((current) => new Set(current).add(id));
    try {
      const result = await change();
      if (result.ok) {
        request.current += 1;
        setCart(result.value);
        setStatus("ready");
      } else {
        toast(failed, { type: "error" });
      }
    } catch {
      toast(failed, { type: "error" });
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  };

  return {
    status,
    cart,
    error,
    busy,
    clearing,
    reload: () => void load(),
    setQuantity: (id, quantity) =>
      withBusy(id, () => setCartQuantity(id, quantity, source), t("cart.updateFailed")),
    remove: (id) => withBusy(id, () => removeCartItem(id, source), t("cart.removeFailed")),
    clear: async () => {
      setClearing(true);
      try {
        const result = await clearCart(source);
        if (result.ok) {
          request.current += 1;
          setCart(result.value);
          setStatus("ready");
          return true;
        }
        toast(t("cart.clearFailed"), { type: "error" });
      } catch {
        toast(t("cart.clearError"), { type: "error" });
      } finally {
        setClearing(false);
      }
      return false;
    },
  };
}
