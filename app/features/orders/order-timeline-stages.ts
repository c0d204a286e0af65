import type { OrderStatus } from "#contracts/buying-rules.ts";

export type StageKey =
  | "processing"
  | "in_progress"
  | "completed"
  | "on_hold"
  | "cancelled"
  | "refunded";

export type TimelineStage = {
  key: StageKey;
  state: "done" | "current" | "upcoming";
  tone: "progress" | "success" | "warning" | "danger" | "info";
  /** When the order entered this stage (the latest such event), if it has. */
  at: string | null;
  /** Why, from the order's events (shown for holds, cancellations and refunds). */
  cause: string | null;
};

const happyPath = ["processing", "in_progress", "completed"] as const;

const offPathTone = { on_hold: "warning", cancelled: "danger", refunded: "info" } as const;

/**
 * The buyer's timeline: Processing → In Progress → Completed, each with the time it was reached.
 * An order that left that path (On Hold, Cancelled, Refunded) shows the stages it did reach,
 * then where it is now with the cause. Nothing is current while the payment is awaited.
 */
export function timelineOf(order: {
  status: OrderStatus;
  events: { status: string; at: string; cause: string }[];
}): { awaitingPayment: boolean; stages: TimelineStage[] } {
  const lastEvent = (status: string) => order.events.findLast((event) => event.status === status);
  const reached = (status: string) => lastEvent(status)?.at ?? null;

  if (order.status === "pending_payment") {
    return {
      awaitingPayment: true,
      stages: happyPath.map((key) => ({
        key,
        state: "upcoming",
        tone: "progress",
        at: null,
        cause: null,
      })),
    };
  }

  const index = (happyPath as readonly string[]).indexOf(order.status);
  if (index >= 0) {
    return {
      awaitingPayment: false,
      stages: happyPath.map((key, position) => {
        const state = position < index ? "done" : position === index ? "current" : "upcoming";
        const finished = key === "completed" && state === "current";
        return {
          key,
          state: finished ? "done" : state,
          tone: finished ? "success" : "progress",
          at: state === "upcoming" ? null : reached(key),
          cause: null,
        };
      }),
    };
  }

  const offPath = order.status as keyof typeof offPathTone;
  const before: TimelineStage[] = happyPath
    .filter((key) => reached(key) !== null)
    .map((key) => ({
      key,
      state: "done",
      tone: key === "completed" ? "success" : "progress",
      at: reached(key),
      cause: null,
    }));
  const event = lastEvent(offPath);
  return {
    awaitingPayment: false,
    stages: [
      ...before,
      {
        key: offPath,
        state: "current",
        tone: offPathTone[offPath],
        at: event?.at ?? null,
        cause: event?.cause ?? null,
      },
    ],
  };
}
