import { TrackOrderScreen } from "#app/features/orders/track-order-screen.tsx";
import { buyingPaths } from "#app/lib/buying/buying-paths.ts";
import { buildPrivatePageMeta } from "#app/lib/private-page-meta.ts";
import type { Route } from "./+types/track";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPrivatePageMeta(
    matches[0].loaderData,
    buyingPaths.track(),
    (texts) => texts.guestOrders.trackMetaTitle,
  );

export default function TrackPage() {
  return <TrackOrderScreen />;
}
