import { lazy, Suspense } from "react";
import { AccountSkeleton } from "#app/features/account/account-skeleton.tsx";
import { buyingPaths } from "#app/lib/buying/buying-paths.ts";
import { buildPrivatePageMeta } from "#app/lib/private-page-meta.ts";
import type { Route } from "./+types/cart";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPrivatePageMeta(matches[0].loaderData, buyingPaths.cart(), (texts) => texts.cart.metaTitle);

// The screen is its own chunk: the route table every page carries then names one module here
// instead of each of the screen's shared chunks.
const CartScreen = lazy(() =>
  import("#app/features/cart/cart-screen.tsx").then((module) => ({ default: module.CartScreen })),
);

export default function CartPage() {
  return (
    <Suspense fallback={<AccountSkeleton />}>
      <CartScreen />
    </Suspense>
  );
}
