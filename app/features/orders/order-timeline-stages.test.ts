import { describe, expect, it } from "vitest";
import { timelineOf } from "./order-timeline-stages.ts";

const at = (minute: number) => `2026-01-01T10:0${minute}:00.000Z`;
const event = (status: string, minute: number, cause = `${status} cause`) => ({
  status,
  at: at(minute),
  cause,
});

describe("timelineOf", () => {
  it("shows nothing reached while the payment is awaited", () => {
    const timeline = timelineOf({
      status: "pending_payment",
      events: [event("pending_payment", 0)],
    });
    expect(timeline.awaitingPayment).toBe(true);
    expect(timeline.stages.map((stage) => [stage.key, stage.state])).toEqual([
      ["processing", "upcoming"],
      ["in_progress", "upcoming"],
      ["completed", "upcoming"],
    ]);
  });

  it("marks earlier stages done and the order's stage current, with times", () => {
    const timeline = timelineOf({
      status: "in_progress",
      events: [event("pending_payment", 0), event("processing", 1), event("in_progress", 2)],
    });
    expect(timeline.awaitingPayment).toBe(false);
    expect(timeline.stages).toEqual([
      { key: "processing", state: "done", tone: "progress", at: at(1), cause: null },
      { key: "in_progress", state: "current", tone: "progress", at: at(2), cause: null },
      { key: "completed", state: "upcoming", tone: "progress", at: null, cause: null },
    ]);
  });

  it("ends done and green when completed", () => {
    const timeline = timelineOf({
      status: "completed",
      events: [event("processing", 1), event("in_progress", 2), event("completed", 3)],
    });
    expect(timeline.stages.every((stage) => stage.state === "done")).toBe(true);
    expect(timeline.stages.at(-1)).toMatchObject({ key: "completed", tone: "success", at: at(3) });
  });

  it("puts On Hold after the stages reached, with its cause", () => {
    const timeline = timelineOf({
      status: "on_hold",
      events: [event("processing", 1), event("on_hold", 4, "Supplier did not answer")],
    });
    expect(timeline.stages).toEqual([
      { key: "processing", state: "done", tone: "progress", at: at(1), cause: null },
      {
        key: "on_hold",
        state: "current",
        tone: "warning",
        at: at(4),
        cause: "Supplier did not answer",
      },
    ]);
  });

  it("shows a cancelled unpaid order as cancelled only, and a refund after delivery", () => {
    const cancelled = timelineOf({
      status: "cancelled",
      events: [event("pending_payment", 0), event("cancelled", 5, "Not paid within 30 minutes")],
    });
    expect(cancelled.stages).toEqual([
      {
        key: "cancelled",
        state: "current",
        tone: "danger",
        at: at(5),
        cause: "Not paid within 30 minutes",
      },
    ]);
    const refunded = timelineOf({
      status: "refunded",
      events: [event("processing", 1), event("in_progress", 2), event("refunded", 6)],
    });
    expect(refunded.stages.map((stage) => stage.key)).toEqual([
      "processing",
      "in_progress",
      "refunded",
    ]);
    expect(refunded.stages.at(-1)).toMatchObject({ tone: "info", cause: "refunded cause" });
  });

  it("uses the latest entry when a stage was entered again (after a hold)", () => {
    const timeline = timelineOf({
      status: "in_progress",
      events: [
        event("processing", 1),
        event("in_progress", 2),
        event("on_hold", 3),
        event("in_progress", 4),
      ],
    });
    expect(timeline.stages[1]).toMatchObject({ key: "in_progress", at: at(4) });
  });
});
