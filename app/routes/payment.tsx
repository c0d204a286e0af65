import { lazy, Suspense } from "react";
import { AccountSkeleton } from "#app/features/account/account-skeleton.tsx";
import { buyingPaths } from "#app/lib/buying/buying-paths.ts";
import { buildPrivatePageMeta } from "#app/lib/private-page-meta.ts";
import type { Route } from "./+types/payment";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPrivatePageMeta(
    matches[0].loaderData,
    buyingPaths.payment(),
    (texts) => texts.checkout.metaTitle,
  );

// The screen is its own chunk: the route table every page carries then names one module here
// instead of each of the screen's shared chunks.
const PaymentScreen = lazy(() =>
  import("#app/features/checkout/payment-screen.tsx").then((module) => ({
    default: module.PaymentScreen,
  })),
);

export default function PaymentPage() {
  return (
    <Suspense fallback={<AccountSkeleton />}>
      <PaymentScreen />
    </Suspense>
  );
}
