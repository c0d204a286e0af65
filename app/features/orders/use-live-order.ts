import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { readToken } from "#app/lib/auth/auth-read.ts";
import { fetchOrder, isOrderSettled } from "#app/lib/buying/order-requests.ts";
import { socketTransports } from "#contracts/realtime-rules.ts";

export class OrderLoadError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`order: ${status}`);
    this.name = "OrderLoadError";
    this.status = status;
  }
}

/** Polling while the push channel is quiet; an order on hold waits for a person, so less often. */
const pollMs = 3_000;
const heldPollMs = 15_000;

/**
 * One order, kept current without reloads: `orderUpdated` pushes over Socket.IO (the client is
 * imported here, on demand, so only the order pages load it) and polling every 3 s as the
 * fallback, both until the order is settled. `syncFirst` asks the server to check the payment
 * with the provider on the first load (the return from the pay page may beat the webhook).
 */
export function useLiveOrder(
  orderId: string,
  options: {
    syncFirst?: boolean;
    /** The order's link key: read, and pushed to, by the link, as a guest's page is. */
    linkKey?: string | undefined;
  } = {},
) {
  const linkKey = options.linkKey;
  const queryClient = useQueryClient();
  const synced = useRef(!options.syncFirst);
  const queryKey = ["order", orderId] as const;
  const query = useQuery({
    queryKey,
    queryFn: async () => {
      const sync = !synced.current;
      const result = await fetchOrder(orderId, sync, linkKey);
      if (!result.ok) throw new OrderLoadError(result.status);
      synced.current = true;
      return result.value;
    },
    retry: (count, error) => !(error instanceof OrderLoadError && error.status < 500) && count < 3,
    refetchInterval: (current) => {
      const status = current.state.data?.status;
      if (!status) return false;
      if (isOrderSettled(status)) return false;
      return status === "on_hold" ? heldPollMs : pollMs;
    },
  });

  const settled = query.data ? isOrderSettled(query.data.status) : false;

  useEffect(() => {
    if (settled) return;
    let socket: { disconnect(): void } | null = null;
    let cancelled = false;
    void import("socket.io-client")
      .then(({ io }) => {
        if (cancelled) return;
        // A link reader (a guest) shows the order's link instead of a session.
        const auth = linkKey ? { orders: [{ id: orderId, key: linkKey }] } : { token: readToken() };
        const connection = io({ auth, transports: socketTransports });
        connection.on("orderUpdated", (event: { orderId?: unknown }) => {
          if (event?.orderId === orderId) {
            void queryClient.invalidateQueries({ queryKey: ["order", orderId] });
          }
        });
        socket = connection;
      })
      // Polling carries on without the push channel.
      .catch(() => {});
    return () => {
      cancelled = true;
      socket?.disconnect();
    };
  }, [orderId, settled, queryClient, linkKey]);

  return query;
}
