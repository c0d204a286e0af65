import { lazy, Suspense } from "react";
import { AccountSkeleton } from "#app/features/account/account-skeleton.tsx";
import { buyingPaths } from "#app/lib/buying/buying-paths.ts";
import { buildPrivatePageMeta } from "#app/lib/private-page-meta.ts";
import type { Route } from "./+types/purchase-success";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPrivatePageMeta(
    matches[0].loaderData,
    buyingPaths.purchaseSuccessPage(),
    (texts) => texts.orders.successMetaTitle,
  );

// The screen is its own chunk: the route table every page carries then names one module here
// instead of each of the screen's shared chunks.
const PurchaseSuccessScreen = lazy(() =>
  import("#app/features/orders/order-screens.tsx").then((module) => ({
    default: module.PurchaseSuccessScreen,
  })),
);

export default function PurchaseSuccessPage() {
  return (
    <Suspense fallback={<AccountSkeleton />}>
      <PurchaseSuccessScreen />
    </Suspense>
  );
}
