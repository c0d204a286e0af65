import { Ban, CircleCheck, CirclePause, Hourglass, LoaderCircle, Undo2 } from "lucide-react";
import { formatDate } from "#app/lib/format-date.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import type { Order } from "#contracts/buying.ts";
import { type TimelineStage, timelineOf } from "./order-timeline-stages.ts";

const dotClass: Record<TimelineStage["tone"], string> = {
  progress: "border-neon-violet bg-neon-violet/20 text-neon-violet",
  success: "border-neon-lime bg-neon-lime/20 text-neon-lime",
  warning: "border-neon-amber bg-neon-amber/20 text-neon-amber",
  danger: "border-red-400 bg-red-500/20 text-red-300",
  info: "border-sky-400 bg-sky-500/20 text-sky-300",
};

function StageIcon({ stage }: { stage: TimelineStage }) {
  const className = "h-4 w-4";
  if (stage.key === "on_hold") return <CirclePause className={className} aria-hidden="true" />;
  if (stage.key === "cancelled") return <Ban className={className} aria-hidden="true" />;
  if (stage.key === "refunded") return <Undo2 className={className} aria-hidden="true" />;
  if (stage.state === "done") return <CircleCheck className={className} aria-hidden="true" />;
  if (stage.state === "current") {
    return <LoaderCircle className={`${className} animate-spin`} aria-hidden="true" />;
  }
  return null;
}

/**
 * The live delivery timeline. It is an aria-live region, so a screen reader hears each new stage
 * as the order moves on.
 */
export function OrderTimeline({ order, lang }: { order: Order; lang: string }) {
  const { t } = useTranslation();
  const { awaitingPayment, stages } = timelineOf(order);
  // The game is under maintenance: delivery waits for its servers (and continues on its own).
  const waitingForGame =
    order.status === "in_progress" && order.items.some((item) => item.waitingForGame);
  return (
    <div aria-live="polite" data-testid="order-timeline" data-status={order.status}>
      {awaitingPayment ? (
        <p
          className="mb-4 flex items-center gap-2 text-sm text-ink-300"
          data-testid="order-awaiting-payment"
        >
          <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
          {t("orders.awaitingPayment")}
        </p>
      ) : null}
      {waitingForGame ? (
        <div
          className="mb-4 flex gap-3 rounded-xl border border-neon-amber/40 bg-neon-amber/10 p-3 text-sm"
          data-testid="order-waiting-for-game"
        >
          <Hourglass className="mt-0.5 h-4 w-4 shrink-0 text-neon-amber" aria-hidden="true" />
          <div>
            <p className="font-bold text-white">{t("orders.waitingForGame")}</p>
            <p className="text-ink-100">{t("orders.waitingForGameHint")}</p>
          </div>
        </div>
      ) : null}
      <ol className="space-y-0">
        {stages.map((stage, index) => (
          <li
            key={stage.key}
            className="relative flex gap-4 pb-6 last:pb-0"
            data-testid={`timeline-stage-${stage.key}`}
            data-state={stage.state}
            aria-current={stage.state === "current" ? "step" : undefined}
          >
            {index < stages.length - 1 ? (
              <span
                aria-hidden="true"
                className={`absolute start-[15px] top-8 bottom-0 w-0.5 ${stage.state === "done" ? "bg-neon-violet/60" : "bg-white/10"}`}
              />
            ) : null}
            <span
              className={`relative z-10 flex h-8 w-8 shrink-0 items-center justify-center rounded-full border-2 ${stage.state === "upcoming" ? "border-white/15 bg-ink-900 text-ink-400" : dotClass[stage.tone]}`}
            >
              <StageIcon stage={stage} />
            </span>
            <div className="min-w-0 pt-1">
              <p
                className={`font-bold ${stage.state === "upcoming" ? "text-ink-400" : "text-white"}`}
              >
                {t(`orders.stage_${stage.key}`)}
                <span className="sr-only">
                  {" "}
                  (
                  {stage.state === "done"
                    ? t("orders.stateDone")
                    : stage.state === "current"
                      ? t("orders.stateCurrent")
                      : t("orders.stateUpcoming")}
                  )
                </span>
              </p>
              <p className="text-xs text-ink-400">{t(`orders.stageHint_${stage.key}`)}</p>
              {stage.at ? (
                <time
                  dateTime={stage.at}
                  className="text-xs text-ink-300"
                  data-testid="timeline-stage-time"
                >
                  {formatDate(stage.at, lang, "dateTime")}
                </time>
              ) : null}
              {stage.cause ? (
                <p className="mt-1 text-sm text-ink-100" data-testid="timeline-stage-cause">
                  {stage.cause}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
