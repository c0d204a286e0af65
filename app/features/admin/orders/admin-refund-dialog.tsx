import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { TextField } from "#app/components/ui/form-field.tsx";
import { callAdminApi } from "#app/features/admin/admin-api.ts";
import { formatUsdCents } from "#app/lib/format-price.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import {
  type AdminOrderDetail,
  adminOrderRefundReasonMaxLength,
  adminOrderRefundRequestSchema,
  adminOrderReplySchema,
} from "#contracts/admin-orders.ts";
import type { LanguageCode } from "#contracts/languages.ts";

type Mode = "whole" | "lines" | "amount";

const toCents = (text: string) => Math.round(Number(text.trim().replace(",", ".")) * 100);

/**
 * The lines a refund may choose: an order on hold gives back its failed and waiting lines, a
 * delivered one its delivered lines; a line with a refund asked or made is not offered again.
 * The server decides again.
 */
function refundableLines(order: AdminOrderDetail) {
  const underRefund = new Set(
    order.refunds.filter((refund) => refund.status !== "failed").map((refund) => refund.itemId),
  );
  return order.items.filter(
    (item) =>
      !underRefund.has(item.id) &&
      (order.status === "on_hold"
        ? item.status === "failed" || item.status === "pending"
        : item.status === "completed"),
  );
}

/**
 * The refund of a paid order: the whole of what remains, chosen lines, or (a delivered order)
 * an amount, always with a reason the buyer is told. Shows what remains refundable; the server
 * checks everything again and its answer replaces the page's order.
 */
export function AdminRefundDialog(props: {
  order: AdminOrderDetail;
  open: boolean;
  onClose: () => void;
  onRefunded: (order: AdminOrderDetail, message: string | undefined) => void;
}) {
  const { order } = props;
  const { t, lang } = useTranslation();
  const code = lang as LanguageCode;
  const id = useId();
  const [mode, setMode] = useState<Mode>("whole");
  const [lineIds, setLineIds] = useState<string[]>([]);
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<{ lines?: string; amount?: string; reason?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const lines = refundableLines(order);
  const delivered = order.status === "completed";
  const remaining = formatUsdCents(order.refundableCents, code);

  const refund = useMutation({
    mutationFn: async (body: object) =>
      callAdminApi(`/api/admin/orders/${order.id}/refund`, adminOrderReplySchema, {
        method: "POST",
        body,
      }),
    onSuccess: (reply) => {
      props.onRefunded(reply.data, reply.message);
      setReason("");
      setAmount("");
      setLineIds([]);
      setMode("whole");
    },
    onError: (error) => setFailure(error.message || t("admin.actionFailed")),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const next: typeof errors = {};
    const cents = toCents(amount);
    if (mode === "lines" && lineIds.length === 0) next.lines = t("adminRefunds.linesInvalid");
    if (
      mode === "amount" &&
      (!Number.isInteger(cents) || cents <= 0 || cents > order.refundableCents)
    ) {
      next.amount = t("adminRefunds.amountInvalid");
    }
    const body = {
      reason,
      ...(mode === "lines" ? { lineIds } : {}),
      ...(mode === "amount" ? { amountCents: cents } : {}),
    };
    const parsed = adminOrderRefundRequestSchema.safeParse(body);
    if (!parsed.success && parsed.error.issues.some((issue) => issue.path[0] === "reason")) {
      next.reason = t("adminRefunds.reasonInvalid");
    }
    setErrors(next);
    if (Object.keys(next).length > 0 || !parsed.success) return;
    refund.mutate(parsed.data);
  };

  const modes: { value: Mode; label: string; hint?: string }[] = [
    {
      value: "whole",
      label: t("adminRefunds.whole"),
      hint: t("adminRefunds.wholeHint", { amount: remaining }),
    },
    ...(lines.length > 0 ? [{ value: "lines" as const, label: t("adminRefunds.lines") }] : []),
    ...(delivered ? [{ value: "amount" as const, label: t("adminRefunds.amount") }] : []),
  ];

  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => {
        if (!open && !refund.isPending) props.onClose();
      }}
      title={t("adminRefunds.title")}
      description={t("adminRefunds.intro")}
      closeLabel={t("admin.cancel")}
      testId="admin-refund-dialog"
    >
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <p className="font-semibold text-white" data-testid="admin-refund-remaining">
          {t("adminRefunds.remaining", {
            amount: remaining,
            total: formatUsdCents(order.totalCents, code),
          })}
        </p>
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold text-ink-100">
            {t("adminRefunds.kind")}
          </legend>
          <div className="space-y-1.5">
            {modes.map((option) => (
              <label key={option.value} className="flex items-start gap-2 text-sm text-ink-100">
                <input
                  type="radio"
                  name={`${id}-mode`}
                  value={option.value}
                  checked={mode === option.value}
                  onChange={() => setMode(option.value)}
                  className="mt-0.5 h-4 w-4 accent-fuchsia-500"
                />
                <span>
                  {option.label}
                  {option.hint ? (
                    <span className="block text-xs text-ink-300">{option.hint}</span>
                  ) : null}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {mode === "lines" ? (
          <fieldset aria-describedby={errors.lines ? `${id}-lines-error` : undefined}>
            <legend className="mb-1.5 text-sm font-semibold text-ink-100">
              {t("adminRefunds.lines")}
            </legend>
            <div className="space-y-1.5 rounded-lg border border-white/10 p-2">
              {lines.map((item) => (
                <label key={item.id} className="flex items-center gap-2 text-sm text-ink-100">
                  <input
                    type="checkbox"
                    checked={lineIds.includes(item.id)}
                    onChange={(event) => {
                      const checked = event.currentTarget.checked;
                      setLineIds((previous) =>
                        checked
                          ? [...previous, item.id]
                          : previous.filter((lineId) => lineId !== item.id),
                      );
                    }}
                    className="h-4 w-4 accent-fuchsia-500"
                  />
                  <span>
                    {item.gameName} · {item.packageName} × {item.quantity} ·{" "}
                    {formatUsdCents(item.amountCents, code)}
                  </span>
                </label>
              ))}
            </div>
            {errors.lines ? (
              <p id={`${id}-lines-error`} role="alert" className="mt-1 text-xs text-red-300">
                {errors.lines}
              </p>
            ) : null}
          </fieldset>
        ) : null}
        {mode === "amount" ? (
          <TextField
            label={t("adminRefunds.amountLabel")}
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
            inputMode="decimal"
            autoComplete="off"
            error={errors.amount}
            hint={t("adminRefunds.amountHint", { amount: remaining })}
            data-testid="admin-refund-amount"
          />
        ) : null}
        <div>
          <label
            htmlFor={`${id}-reason`}
            className="mb-1.5 block text-sm font-semibold text-ink-100"
          >
            {t("adminRefunds.reason")}
          </label>
          <textarea
            id={`${id}-reason`}
            value={reason}
            required
            maxLength={adminOrderRefundReasonMaxLength}
            rows={3}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={`${id}-reason-hint${errors.reason ? ` ${id}-reason-error` : ""}`}
            onChange={(event) => setReason(event.currentTarget.value)}
            className="w-full rounded-lg border border-white/10 bg-ink-950 p-3 text-sm text-white"
            data-testid="admin-refund-reason"
          />
          <p id={`${id}-reason-hint`} className="mt-1 text-xs text-ink-300">
            {t("adminRefunds.reasonHint")}
          </p>
          {errors.reason ? (
            <p id={`${id}-reason-error`} role="alert" className="mt-1 text-xs text-red-300">
              {errors.reason}
            </p>
          ) : null}
        </div>
        {failure ? (
          <p role="alert" className="text-sm text-red-200" data-testid="admin-refund-error">
            {failure}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <button
            type="button"
            className="btn-ghost"
            disabled={refund.isPending}
            onClick={props.onClose}
          >
            {t("admin.cancel")}
          </button>
          <button
            type="submit"
            className="btn-primary"
            disabled={refund.isPending}
            data-testid="admin-refund-submit"
          >
            {t("adminRefunds.submit")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
