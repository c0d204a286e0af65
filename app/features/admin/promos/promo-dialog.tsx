import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { TextField } from "#app/components/ui/form-field.tsx";
import { callAdminApi } from "#app/features/admin/admin-api.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { toast } from "#app/lib/toast.ts";
import { adminGameListReplySchema } from "#contracts/admin-catalogue.ts";
import { type AdminPromo, adminPromoReplySchema, promoInputSchema } from "#contracts/promos.ts";

export const promosQueryKey = ["admin", "promo-codes"] as const;

export type PromoEditing = { mode: "add" } | { mode: "edit"; promo: AdminPromo };

type FormValues = {
  code: string;
  kind: "percent" | "fixed";
  amount: string;
  startsAt: string;
  endsAt: string;
  totalLimit: string;
  perCustomerLimit: string;
  minSubtotal: string;
  gameIds: string[];
  active: boolean;
};
type FieldName = Exclude<keyof FormValues, "kind" | "active">;
type FieldErrors = Partial<Record<FieldName, string>>;

/** An ISO moment as the value of a datetime-local input (the admin's own time zone). */
function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

function fromLocalInput(value: string): string | null {
  if (!value.trim()) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "invalid" : date.toISOString();
}

const dollars = (cents: number) => (cents / 100).toFixed(2);
const toCents = (text: string) => Math.round(Number(text.replace(",", ".")) * 100);
const optionalWhole = (text: string) => (text.trim() === "" ? null : Number(text));

/** Creates a promo code or edits one; the server checks everything again. */
export function PromoDialog(props: { editing: PromoEditing; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const current = props.editing.mode === "edit" ? props.editing.promo : null;
  const [values, setValues] = useState<FormValues>({
    code: current?.code ?? "",
    kind: current?.kind ?? "percent",
    amount: current
      ? current.kind === "fixed"
        ? dollars(current.amount)
        : String(current.amount)
      : "",
    startsAt: toLocalInput(current?.startsAt ?? null),
    endsAt: toLocalInput(current?.endsAt ?? null),
    totalLimit: current?.totalLimit?.toString() ?? "",
    perCustomerLimit: current?.perCustomerLimit?.toString() ?? "",
    minSubtotal: current && current.minSubtotalCents > 0 ? dollars(current.minSubtotalCents) : "",
    gameIds: current?.gameIds ?? [],
    active: current?.active ?? true,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const games = useQuery({
    queryKey: ["admin", "promo-codes", "games"],
    queryFn: async () =>
      (
        await callAdminApi(
          "/api/admin/games?status=active&sort=title&pageSize=100",
          adminGameListReplySchema,
        )
      ).data.items,
  });

  const save = useMutation({
    mutationFn: async (body: unknown) =>
      (
        await callAdminApi(
          current
            ? `/api/admin/promo-codes/${encodeURIComponent(current.id)}`
            : "/api/admin/promo-codes",
          adminPromoReplySchema,
          { method: current ? "PUT" : "POST", body },
        )
      ).data.promoCode,
    onSuccess: (promo) => {
      toast(
        current
          ? t("adminPromos.saved", { code: promo.code })
          : t("adminPromos.created", { code: promo.code }),
        { type: "success" },
      );
      props.onClose();
    },
    onError: (error) => toast(error.message || t("adminPromos.saveFailed"), { type: "error" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promosQueryKey }),
  });

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const startsAt = fromLocalInput(values.startsAt);
    const endsAt = fromLocalInput(values.endsAt);
    const amount =
      values.amount.trim() === ""
        ? Number.NaN
        : values.kind === "fixed"
          ? toCents(values.amount)
          : Number(values.amount);
    const parsed = promoInputSchema.safeParse({
      code: values.code,
      kind: values.kind,
      amount,
      startsAt: startsAt === "invalid" ? "x" : startsAt,
      endsAt: endsAt === "invalid" ? "x" : endsAt,
      totalLimit: optionalWhole(values.totalLimit),
      perCustomerLimit: optionalWhole(values.perCustomerLimit),
      minSubtotalCents: values.minSubtotal.trim() === "" ? 0 : toCents(values.minSubtotal),
      gameIds: values.gameIds,
      active: values.active,
    });
    const found: FieldErrors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        const name: FieldName | null =
          field === "code"
            ? "code"
            : field === "amount"
              ? "amount"
              : field === "startsAt"
                ? "startsAt"
                : field === "endsAt"
                  ? "endsAt"
                  : field === "totalLimit"
                    ? "totalLimit"
                    : field === "perCustomerLimit"
                      ? "perCustomerLimit"
                      : field === "minSubtotalCents"
                        ? "minSubtotal"
                        : null;
        if (!name || found[name]) continue;
        found[name] =
          name === "code"
            ? t("adminPromos.codeInvalid")
            : name === "amount"
              ? t("adminPromos.amountInvalid")
              : name === "startsAt" || name === "endsAt"
                ? t("adminPromos.dateInvalid")
                : name === "minSubtotal"
                  ? t("adminPromos.minInvalid")
                  : t("adminPromos.limitInvalid");
      }
    }
    setErrors(found);
    if (!parsed.success) {
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLInputElement>("[aria-invalid='true']")?.focus(),
      );
      return;
    }
    save.mutate(parsed.data);
  };

  const set = (field: FieldName) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((previous) => ({ ...previous, [field]: event.target.value }));
  const toggleGame = (gameId: string, on: boolean) =>
    setValues((previous) => ({
      ...previous,
      gameIds: on
        ? [...previous.gameIds, gameId]
        : previous.gameIds.filter((entry) => entry !== gameId),
    }));

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
      title={current ? t("adminPromos.edit", { code: current.code }) : t("adminPromos.add")}
      closeLabel={t("adminPromos.close")}
      testId="admin-promo-dialog"
    >
      <form ref={formRef} noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          className="sm:col-span-2"
          label={t("adminPromos.code")}
          value={values.code}
          onChange={(event) =>
            setValues((previous) => ({ ...previous, code: event.target.value.toUpperCase() }))
          }
          maxLength={32}
          autoComplete="off"
          error={errors.code}
          hint={t("adminPromos.codeHint")}
          data-testid="admin-promo-code"
        />
        <div>
          <label htmlFor={`${id}-kind`} className="mb-1.5 block text-sm font-semibold text-ink-100">
            {t("adminPromos.kind")}
          </label>
          <select
            id={`${id}-kind`}
            value={values.kind}
            onChange={(event) =>
              setValues((previous) => ({
                ...previous,
                kind: event.target.value === "fixed" ? "fixed" : "percent",
              }))
            }
            className="h-11 w-full rounded-lg border border-white/10 bg-ink-800/70 px-3 text-sm text-ink-100 focus:border-neon-violet focus:outline-none"
            data-testid="admin-promo-kind"
          >
            <option value="percent">{t("adminPromos.percent")}</option>
            <option value="fixed">{t("adminPromos.fixed")}</option>
          </select>
        </div>
        <TextField
          label={t("adminPromos.amount")}
          value={values.amount}
          onChange={set("amount")}
          inputMode="decimal"
          error={errors.amount}
          hint={
            values.kind === "percent"
              ? t("adminPromos.amountPercentHint")
              : t("adminPromos.amountFixedHint")
          }
          data-testid="admin-promo-amount"
        />
        <TextField
          label={t("adminPromos.startsAt")}
          type="datetime-local"
          value={values.startsAt}
          onChange={set("startsAt")}
          error={errors.startsAt}
          hint={t("adminPromos.datesHint")}
        />
        <TextField
          label={t("adminPromos.endsAt")}
          type="datetime-local"
          value={values.endsAt}
          onChange={set("endsAt")}
          error={errors.endsAt}
        />
        <TextField
          label={t("adminPromos.totalLimit")}
          value={values.totalLimit}
          onChange={set("totalLimit")}
          inputMode="numeric"
          error={errors.totalLimit}
          hint={t("adminPromos.limitHint")}
          data-testid="admin-promo-total-limit"
        />
        <TextField
          label={t("adminPromos.perCustomerLimit")}
          value={values.perCustomerLimit}
          onChange={set("perCustomerLimit")}
          inputMode="numeric"
          error={errors.perCustomerLimit}
        />
        <TextField
          label={t("adminPromos.minSubtotal")}
          value={values.minSubtotal}
          onChange={set("minSubtotal")}
          inputMode="decimal"
          error={errors.minSubtotal}
          hint={t("adminPromos.minSubtotalHint")}
        />
        <label className="flex items-center gap-2 self-center text-sm font-semibold text-ink-100">
          <input
            type="checkbox"
            checked={values.active}
            onChange={(event) =>
              setValues((previous) => ({ ...previous, active: event.target.checked }))
            }
            className="h-4 w-4 accent-fuchsia-500"
          />
          {t("adminPromos.active")}
        </label>
        <fieldset className="sm:col-span-2">
          <legend className="mb-1.5 text-sm font-semibold text-ink-100">
            {t("adminPromos.games")}
          </legend>
          <p className="mb-2 text-xs text-ink-300">{t("adminPromos.gamesHint")}</p>
          <div className="grid max-h-48 gap-1 overflow-y-auto rounded-lg border border-white/10 p-2 sm:grid-cols-2">
            {(games.data ?? []).map((game) => (
              <label key={game.id} className="flex items-center gap-2 text-sm text-ink-100">
                <input
                  type="checkbox"
                  checked={values.gameIds.includes(game.id)}
                  onChange={(event) => toggleGame(game.id, event.target.checked)}
                  className="h-4 w-4 accent-fuchsia-500"
                />
                {game.title}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
          <button type="button" className="btn-ghost" onClick={props.onClose}>
            {t("adminPromos.cancel")}
          </button>
          <button
            type="submit"
            className="btn-primary"
            disabled={save.isPending}
            data-testid="admin-promo-save"
          >
            {t("adminPromos.save")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
