import { lazy, Suspense } from "react";
import { AccountSkeleton } from "#app/features/account/account-skeleton.tsx";
import { buyingPaths } from "#app/lib/buying/buying-paths.ts";
import { buildPrivatePageMeta } from "#app/lib/private-page-meta.ts";
import type { Route } from "./+types/order";

export const meta: Route.MetaFunction = ({ matches, params }) =>
  buildPrivatePageMeta(
    matches[0].loaderData,
    buyingPaths.order(params.id),
    (texts) => texts.orders.orderMetaTitle,
  );

// The screen is its own chunk: the route table every page carries then names one module here
// instead of each of the screen's shared chunks.
const OrderScreen = lazy(() =>
  import("#app/features/orders/order-screens.tsx").then((module) => ({
    default: module.OrderScreen,
  })),
);

export default function OrderPage({ params }: Route.ComponentProps) {
  return (
    <Suspense fallback={<AccountSkeleton />}>
      <OrderScreen key={params.id} orderId={params.id} />
    </Suspense>
  );
}
