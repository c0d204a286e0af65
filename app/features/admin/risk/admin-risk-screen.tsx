import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { TextField } from "#app/components/ui/form-field.tsx";
import { callAdminApi } from "#app/features/admin/admin-api.ts";
import { AdminTable } from "#app/features/admin/admin-table.tsx";
import { useAuthState } from "#app/lib/auth/use-auth-state.ts";
import { formatUsdCents } from "#app/lib/format-price.ts";
import { type TranslationKey, useTranslation } from "#app/lib/i18n.ts";
import { toast } from "#app/lib/toast.ts";
import { hasAdminPermission } from "#contracts/admin-permissions.ts";
import type { LanguageCode } from "#contracts/languages.ts";
import {
  blocklistEntryReplySchema,
  blocklistReplySchema,
  type RiskRule,
  riskDeleteReplySchema,
  riskRuleInputSchema,
  riskRuleListReplySchema,
  riskRuleReplySchema,
} from "#contracts/risk.ts";
import {
  type BlocklistKind,
  blocklistKinds,
  type RiskScope,
  riskScopes,
} from "#contracts/risk-rules.ts";

const scopeLabels = {
  account: "adminRisk.scopeAccount",
  email: "adminRisk.scopeEmail",
  address: "adminRisk.scopeAddress",
  player: "adminRisk.scopePlayer",
  card: "adminRisk.scopeCard",
} as const satisfies Record<RiskScope, TranslationKey>;
const kindLabels = {
  email: "adminRisk.kindEmail",
  email_domain: "adminRisk.kindEmailDomain",
  player: "adminRisk.kindPlayer",
  address: "adminRisk.kindAddress",
} as const satisfies Record<BlocklistKind, TranslationKey>;

const rulesKey = ["admin", "risk-rules"];
const blocklistKey = ["admin", "blocklist"];
const selectClass =
  "h-11 w-full rounded-lg border border-white/10 bg-ink-800/70 px-3 text-sm text-ink-100 focus:border-neon-violet focus:outline-none";

/**
 * /admin/risk: the rules that hold paid orders for review (add, edit, switch off) and the
 * blocklists that refuse a checkout (add, remove). Support reads; owner and manager change
 * (`risk.write`), as the server checks.
 */
export function AdminRiskScreen() {
  const { t, lang } = useTranslation();
  const auth = useAuthState();
  const role = auth.loggedIn ? auth.adminRole : null;
  const canWrite = hasAdminPermission(role, "risk.write");
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<RiskRule | "new" | null>(null);
  const rules = useQuery({
    queryKey: rulesKey,
    queryFn: async () =>
      (await callAdminApi("/api/admin/risk-rules", riskRuleListReplySchema)).data.rules,
  });
  const blocklist = useQuery({
    queryKey: blocklistKey,
    queryFn: async () =>
      (await callAdminApi("/api/admin/blocklist", blocklistReplySchema)).data.entries,
  });
  const removeEntry = useMutation({
    mutationFn: async (id: string) =>
      callAdminApi(`/api/admin/blocklist/${encodeURIComponent(id)}`, riskDeleteReplySchema, {
        method: "DELETE",
      }),
    onError: (error) => toast(error.message || t("adminRisk.saveFailed"), { type: "error" }),
    onSuccess: () => toast(t("adminRisk.removed"), { type: "success" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: blocklistKey }),
  });

  const limits = (rule: RiskRule) => {
    const money =
      rule.maxCents === null ? null : formatUsdCents(rule.maxCents, lang as LanguageCode);
    if (rule.kind === "first_order") return t("adminRisk.firstOrderLimit", { amount: money ?? "" });
    return [
      rule.maxOrders === null ? null : t("adminRisk.ordersLimit", { count: rule.maxOrders }),
      money === null ? null : t("adminRisk.amountLimit", { amount: money }),
    ]
      .filter(Boolean)
      .join(" · ");
  };

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-extrabold text-white">
            {t("adminRisk.title")}
          </h1>
          <p className="mt-2 max-w-2xl text-sm text-ink-300">{t("adminRisk.intro")}</p>
        </div>
        {canWrite ? (
          <button
            type="button"
            className="btn-primary"
            onClick={() => setEditing("new")}
            data-testid="admin-risk-add-rule"
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t("adminRisk.addRule")}
          </button>
        ) : null}
      </div>

      <h2 className="mt-8 font-display text-xl font-bold text-white">{t("adminRisk.rules")}</h2>
      <AdminTable
        query={rules}
        label={t("adminRisk.rules")}
        failure={(error) => error.message || t("adminRisk.loadFailed")}
        count={(data) => t("adminRisk.ruleCount", { count: data.length })}
        empty={{
          when: (data) => data.length === 0,
          text: t("adminRisk.noRules"),
          replacesTable: true,
        }}
        gap="mt-4"
      >
        {(data) => (
          <table className="mt-2 w-full min-w-[40rem] text-sm" data-testid="admin-risk-rules">
            <thead className="text-xs uppercase tracking-wide text-ink-400">
              <tr>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("adminRisk.name")}
                </th>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("adminRisk.scope")}
                </th>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("adminRisk.limits")}
                </th>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("adminRisk.status")}
                </th>
                <th scope="col" className="px-4 py-2 text-end">
                  {t("adminRisk.actions")}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((rule) => (
                <tr key={rule.id} className="border-t border-white/5" data-testid="admin-risk-rule">
                  <td className="px-4 py-2.5 font-semibold text-white">{rule.name}</td>
                  <td className="px-4 py-2.5 text-ink-100">
                    {rule.kind === "first_order"
                      ? t("adminRisk.kindFirstOrder")
                      : `${t(scopeLabels[rule.scope ?? "account"])} · ${t("adminRisk.windowText", { count: rule.windowMinutes ?? 0 })}`}
                  </td>
                  <td className="px-4 py-2.5 text-ink-100">{limits(rule)}</td>
                  <td className="px-4 py-2.5 text-ink-100">
                    {rule.active ? t("adminRisk.active") : t("adminRisk.off")}
                  </td>
                  <td className="px-4 py-2.5 text-end">
                    {canWrite ? (
                      <button
                        type="button"
                        className="inline-flex h-9 w-9 items-center justify-center rounded-lg border border-white/10 text-ink-300 hover:border-neon-violet hover:text-white"
                        onClick={() => setEditing(rule)}
                        aria-label={t("adminRisk.editRule", { name: rule.name })}
                      >
                        <Pencil className="h-4 w-4" aria-hidden="true" />
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </AdminTable>

      <h2 className="mt-10 font-display text-xl font-bold text-white">
        {t("adminRisk.blocklist")}
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-ink-300">{t("adminRisk.blocklistIntro")}</p>
      {canWrite ? <BlocklistForm /> : null}
      <AdminTable
        query={blocklist}
        label={t("adminRisk.blocklist")}
        failure={(error) => error.message || t("adminRisk.loadFailed")}
        count={(data) => t("adminRisk.entryCount", { count: data.length })}
        empty={{
          when: (data) => data.length === 0,
          text: t("adminRisk.noEntries"),
          replacesTable: true,
        }}
        gap="mt-4"
      >
        {(data) => (
          <table className="mt-2 w-full min-w-[36rem] text-sm" data-testid="admin-risk-blocklist">
            <thead className="text-xs uppercase tracking-wide text-ink-400">
              <tr>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("adminRisk.kind")}
                </th>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("adminRisk.value")}
                </th>
                <th scope="col" className="px-4 py-2 text-start">
                  {t("adminRisk.note")}
                </th>
                <th scope="col" className="px-4 py-2 text-end">
                  {t("adminRisk.actions")}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((entry) => (
                <tr
                  key={entry.id}
                  className="border-t border-white/5"
                  data-testid="admin-risk-entry"
                >
                  <td className="px-4 py-2.5 text-ink-100">{t(kindLabels[entry.kind])}</td>
                  <td className="px-4 py-2.5 font-mono text-white">{entry.value}</td>
                  <td className="px-4 py-2.5 text-ink-300">{entry.note}</td>
                  <td className="px-4 py-2.5 text-end">
                    {canWrite ? (
                      <button
                        type="button"
                        className="inline-flex h-9 w-9 items-center justify-center rounded-lg border border-white/10 text-ink-300 hover:border-red-400 hover:text-red-300"
                        onClick={() => removeEntry.mutate(entry.id)}
                        aria-label={t("adminRisk.remove", { value: entry.value })}
                      >
                        <Trash2 className="h-4 w-4" aria-hidden="true" />
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </AdminTable>

      {editing ? (
        <RuleDialog rule={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}

function BlocklistForm() {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<BlocklistKind>("email");
  const [value, setValue] = useState("");
  const [note, setNote] = useState("");
  const add = useMutation({
    mutationFn: async () =>
      callAdminApi("/api/admin/blocklist", blocklistEntryReplySchema, {
        method: "POST",
        body: { kind, value, note },
      }),
    onError: (error) => toast(error.message || t("adminRisk.saveFailed"), { type: "error" }),
    onSuccess: () => {
      toast(t("adminRisk.added"), { type: "success" });
      setValue("");
      setNote("");
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: blocklistKey }),
  });
  return (
    <form
      noValidate
      className="mt-4 grid gap-3 sm:grid-cols-[12rem_1fr_1fr_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        if (value.trim()) add.mutate();
      }}
      data-testid="admin-risk-block-form"
    >
      <div>
        <label htmlFor={`${id}-kind`} className="mb-1.5 block text-sm font-semibold text-ink-100">
          {t("adminRisk.kind")}
        </label>
        <select
          id={`${id}-kind`}
          className={selectClass}
          value={kind}
          onChange={(event) => setKind(event.target.value as BlocklistKind)}
          data-testid="admin-risk-block-kind"
        >
          {blocklistKinds.map((entry) => (
            <option key={entry} value={entry}>
              {t(kindLabels[entry])}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t("adminRisk.value")}
        value={value}
        maxLength={254}
        onChange={(event) => setValue(event.target.value)}
        data-testid="admin-risk-block-value"
      />
      <TextField
        label={t("adminRisk.note")}
        value={note}
        maxLength={500}
        onChange={(event) => setNote(event.target.value)}
      />
      <button type="submit" className="btn-primary" disabled={add.isPending}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {t("adminRisk.block")}
      </button>
    </form>
  );
}

function RuleDialog(props: { rule: RiskRule | null; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const rule = props.rule;
  const [values, setValues] = useState({
    name: rule?.name ?? "",
    kind: rule?.kind ?? "velocity",
    scope: rule?.scope ?? "account",
    windowMinutes: String(rule?.windowMinutes ?? 10),
    maxOrders:
      rule?.maxOrders === null || rule?.maxOrders === undefined ? "" : String(rule.maxOrders),
    maxDollars:
      rule?.maxCents === null || rule?.maxCents === undefined ? "" : String(rule.maxCents / 100),
    active: rule?.active ?? true,
  });
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: async (body: unknown) =>
      callAdminApi(
        rule ? `/api/admin/risk-rules/${encodeURIComponent(rule.id)}` : "/api/admin/risk-rules",
        riskRuleReplySchema,
        { method: rule ? "PUT" : "POST", body },
      ),
    onError: (failure) => setError(failure.message || t("adminRisk.saveFailed")),
    onSuccess: () => {
      toast(t("adminRisk.saved"), { type: "success" });
      props.onClose();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: rulesKey }),
  });
  const whole = (text: string) => (text.trim() === "" ? null : Number(text));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const dollars = whole(values.maxDollars);
    const parsed = riskRuleInputSchema.safeParse({
      name: values.name,
      kind: values.kind,
      scope: values.kind === "velocity" ? values.scope : null,
      windowMinutes: values.kind === "velocity" ? whole(values.windowMinutes) : null,
      maxOrders: values.kind === "velocity" ? whole(values.maxOrders) : null,
      maxCents: dollars === null ? null : Math.round(dollars * 100),
      active: values.active,
    });
    if (!parsed.success) {
      setError(t("adminRisk.invalid"));
      return;
    }
    setError(null);
    save.mutate(parsed.data);
  };
  const set = (field: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((previous) => ({ ...previous, [field]: event.target.value }));

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
      title={rule ? t("adminRisk.editRule", { name: rule.name }) : t("adminRisk.addRule")}
      closeLabel={t("adminRisk.close")}
      testId="admin-risk-rule-dialog"
    >
      <form noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          className="sm:col-span-2"
          label={t("adminRisk.name")}
          value={values.name}
          maxLength={80}
          onChange={set("name")}
          data-testid="admin-risk-rule-name"
        />
        <div>
          <label htmlFor={`${id}-kind`} className="mb-1.5 block text-sm font-semibold text-ink-100">
            {t("adminRisk.ruleKind")}
          </label>
          <select
            id={`${id}-kind`}
            className={selectClass}
            value={values.kind}
            onChange={(event) =>
              setValues((previous) => ({
                ...previous,
                kind: event.target.value === "first_order" ? "first_order" : "velocity",
              }))
            }
          >
            <option value="velocity">{t("adminRisk.kindVelocity")}</option>
            <option value="first_order">{t("adminRisk.kindFirstOrder")}</option>
          </select>
        </div>
        {values.kind === "velocity" ? (
          <>
            <div>
              <label
                htmlFor={`${id}-scope`}
                className="mb-1.5 block text-sm font-semibold text-ink-100"
              >
                {t("adminRisk.scope")}
              </label>
              <select
                id={`${id}-scope`}
                className={selectClass}
                value={values.scope}
                onChange={(event) =>
                  setValues((previous) => ({
                    ...previous,
                    scope: event.target.value as (typeof riskScopes)[number],
                  }))
                }
              >
                {riskScopes.map((scope) => (
                  <option key={scope} value={scope}>
                    {t(scopeLabels[scope])}
                  </option>
                ))}
              </select>
            </div>
            <TextField
              label={t("adminRisk.window")}
              inputMode="numeric"
              value={values.windowMinutes}
              onChange={set("windowMinutes")}
            />
            <TextField
              label={t("adminRisk.maxOrders")}
              inputMode="numeric"
              value={values.maxOrders}
              onChange={set("maxOrders")}
              data-testid="admin-risk-rule-max-orders"
            />
          </>
        ) : null}
        <TextField
          label={t("adminRisk.maxAmount")}
          inputMode="decimal"
          value={values.maxDollars}
          onChange={set("maxDollars")}
        />
        <label className="flex items-center gap-2 text-sm text-ink-100 sm:col-span-2">
          <input
            type="checkbox"
            checked={values.active}
            onChange={(event) =>
              setValues((previous) => ({ ...previous, active: event.target.checked }))
            }
            data-testid="admin-risk-rule-active"
          />
          {t("adminRisk.active")}
        </label>
        {error ? (
          <p role="alert" className="text-sm text-red-300 sm:col-span-2">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2 sm:col-span-2">
          <button type="button" className="btn-ghost" onClick={props.onClose}>
            {t("adminRisk.cancel")}
          </button>
          <button
            type="submit"
            className="btn-primary"
            disabled={save.isPending}
            data-testid="admin-risk-rule-save"
          >
            {t("adminRisk.save")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
