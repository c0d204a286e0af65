import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import { useId, useState } from "react";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { AdminApiError, callAdminApi, retryAdminRead } from "#app/features/admin/admin-api.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { toast } from "#app/lib/toast.ts";
import {
  type TwoFactorSetup,
  twoFactorDoneReplySchema,
  twoFactorEnabledReplySchema,
  twoFactorSetupReplySchema,
  twoFactorStatusReplySchema,
} from "#contracts/admin-two-factor.ts";
import { totpCodePattern } from "#contracts/admin-two-factor-rules.ts";
import { failureOf, inputClass } from "./accounts-ui.ts";

const statusQueryKey = ["admin", "two-factor"] as const;

/**
 * /admin/two-factor (every admin): one's own two-factor sign-in. Setting it up shows the QR code
 * and the key for typing, asks for a first code, then shows the ten recovery codes once (copy or
 * download); new recovery codes and turning it off each ask for a current code.
 */
export function TwoFactorScreen() {
  const translator = useTranslation();
  const { t } = translator;
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const status = useQuery({
    queryKey: statusQueryKey,
    queryFn: async () => (await callAdminApi("/api/admin/2fa", twoFactorStatusReplySchema)).data,
    retry: retryAdminRead,
  });

  const start = useMutation({
    mutationFn: async () =>
      (await callAdminApi("/api/admin/2fa/setup", twoFactorSetupReplySchema, { method: "POST" }))
        .data,
    onSuccess: (data) => setSetup(data),
    onError: (error) =>
      toast(failureOf(translator, error, {}, "adminTwoFactor.failed"), { type: "error" }),
  });

  const refresh = () => void queryClient.invalidateQueries({ queryKey: statusQueryKey });

  return (
    <div className="max-w-2xl">
      <h1 className="flex items-center gap-2 font-display text-3xl font-extrabold text-white">
        <ShieldCheck className="h-7 w-7 text-neon-cyan" aria-hidden="true" />
        {t("adminTwoFactor.title")}
      </h1>
      <p className="mt-2 text-sm text-ink-300">{t("adminTwoFactor.intro")}</p>

      {status.isPending ? <Skeleton className="mt-6 h-40" /> : null}
      {status.isError ? (
        <p role="alert" className="mt-6 text-sm text-red-200">
          {failureOf(translator, status.error, {}, "adminTwoFactor.failed")}
        </p>
      ) : null}

      {status.data ? (
        <section
          className="mt-6 rounded-xl border border-white/10 bg-ink-900 p-5"
          aria-labelledby="two-factor-status"
          data-testid="two-factor-section"
        >
          <p id="two-factor-status" className="text-sm text-ink-100">
            {t("adminTwoFactor.statusLabel")}:{" "}
            <strong data-testid="two-factor-status" className="text-white">
              {status.data.enabled ? t("adminTwoFactor.statusOn") : t("adminTwoFactor.statusOff")}
            </strong>
            {status.data.enabled ? (
              <span className="ms-3 text-ink-300">
                {t("adminTwoFactor.recoveryLeft", { count: status.data.recoveryCodesLeft })}
              </span>
            ) : null}
          </p>
          {status.data.required && !status.data.enabled ? (
            <p
              role="status"
              className="mt-3 rounded-lg border border-amber-300/40 bg-amber-400/10 p-3 text-sm text-amber-100"
              data-testid="two-factor-required"
            >
              {t("adminTwoFactor.requiredNotice")}
            </p>
          ) : null}

          {recoveryCodes ? (
            <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
          ) : status.data.enabled ? (
            <>
              <RenewCodesForm
                onRenewed={(codes) => {
                  setRecoveryCodes(codes);
                  refresh();
                }}
              />
              {status.data.required ? (
                <p className="mt-4 text-sm text-ink-300">{t("adminTwoFactor.cannotDisable")}</p>
              ) : (
                <DisableForm onDone={refresh} />
              )}
            </>
          ) : setup ? (
            <SetupForm
              setup={setup}
              onEnabled={(codes) => {
                setSetup(null);
                setRecoveryCodes(codes);
                refresh();
              }}
            />
          ) : (
            <button
              type="button"
              className="btn-primary mt-4"
              disabled={start.isPending}
              onClick={() => start.mutate()}
              data-testid="two-factor-start"
            >
              {start.isPending ? t("adminTwoFactor.starting") : t("adminTwoFactor.start")}
            </button>
          )}
        </section>
      ) : null}
    </div>
  );
}

function CodeField(props: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-100">
        {t("adminTwoFactor.code")}
      </label>
      <input
        id={id}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        pattern="[0-9]{6}"
        value={props.value}
        onChange={(event) => props.onChange(event.currentTarget.value.replace(/\s+/g, ""))}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        className={`${inputClass} max-w-[12rem] font-mono tracking-widest`}
        data-testid={props.testId}
      />
      {props.error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-200">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

function SetupForm(props: { setup: TwoFactorSetup; onEnabled: (codes: string[]) => void }) {
  const translator = useTranslation();
  const { t } = translator;
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const enable = useMutation({
    mutationFn: async () =>
      (
        await callAdminApi("/api/admin/2fa/enable", twoFactorEnabledReplySchema, {
          method: "POST",
          body: { code },
        })
      ).data.recoveryCodes,
    onSuccess: (codes) => {
      toast(t("adminTwoFactor.enabled"), { type: "success" });
      props.onEnabled(codes);
    },
    onError: (error) =>
      setError(
        failureOf(translator, error, { 400: "adminTwoFactor.wrongCode" }, "adminTwoFactor.failed"),
      ),
  });
  return (
    <form
      className="mt-4 space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!totpCodePattern.test(code)) {
          setError(t("adminTwoFactor.wrongCode"));
          return;
        }
        setError(null);
        enable.mutate();
      }}
      data-testid="two-factor-setup"
    >
      <p className="text-sm text-ink-100">{t("adminTwoFactor.scanStep")}</p>
      <img
        src={props.setup.qrCode}
        alt={t("adminTwoFactor.qrAlt")}
        width={200}
        height={200}
        className="rounded-lg bg-white p-2"
        data-testid="two-factor-qr"
      />
      <p className="text-sm text-ink-100">
        {t("adminTwoFactor.manualStep")}{" "}
        <code
          className="break-all rounded bg-ink-950 px-2 py-1 font-mono text-neon-cyan"
          data-testid="two-factor-secret"
        >
          {props.setup.secret}
        </code>
      </p>
      <p className="text-sm text-ink-100">{t("adminTwoFactor.codeStep")}</p>
      <CodeField value={code} onChange={setCode} error={error} testId="two-factor-code" />
      <button
        type="submit"
        className="btn-primary"
        disabled={enable.isPending}
        data-testid="two-factor-enable"
      >
        {enable.isPending ? t("adminTwoFactor.confirming") : t("adminTwoFactor.confirm")}
      </button>
    </form>
  );
}

function RecoveryCodes(props: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const text = `${props.codes.join("\n")}\n`;
  return (
    <div className="mt-4" data-testid="two-factor-recovery">
      <h2 className="font-display text-lg font-bold text-white">
        {t("adminTwoFactor.recoveryTitle")}
      </h2>
      <p className="mt-1 text-sm text-ink-300">{t("adminTwoFactor.recoveryIntro")}</p>
      <ul className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm text-white">
        {props.codes.map((code) => (
          <li
            key={code}
            className="rounded bg-ink-950 px-3 py-1.5"
            data-testid="two-factor-recovery-code"
          >
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-ghost"
          onClick={() => {
            void navigator.clipboard
              ?.writeText(text)
              .then(() => toast(t("adminTwoFactor.copied"), { type: "success" }));
          }}
        >
          {t("adminTwoFactor.copy")}
        </button>
        <a
          className="btn-ghost"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="gamezone-recovery-codes.txt"
        >
          {t("adminTwoFactor.download")}
        </a>
        <button
          type="button"
          className="btn-primary"
          onClick={props.onDone}
          data-testid="two-factor-recovery-done"
        >
          {t("adminTwoFactor.savedThem")}
        </button>
      </div>
    </div>
  );
}

/**
 * A form that asks for a current code from the app before one action on one's own second factor
 * (new recovery codes, turning it off).
 */
function CodeActionForm<T>(props: {
  title: string;
  intro: string;
  submitLabel: string;
  submitClassName: string;
  testId: string;
  run: (code: string) => Promise<T>;
  onDone: (result: T) => void;
  /** The message for a refusal other than a wrong code (a 409), if the action has one. */
  conflictText?: string;
}) {
  const translator = useTranslation();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const action = useMutation({
    mutationFn: () => props.run(code),
    onSuccess: (result) => {
      setCode("");
      props.onDone(result);
    },
    onError: (failure) =>
      setError(
        props.conflictText && failure instanceof AdminApiError && failure.status === 409
          ? props.conflictText
          : failureOf(
              translator,
              failure,
              { 400: "adminTwoFactor.wrongCode" },
              "adminTwoFactor.failed",
            ),
      ),
  });
  return (
    <form
      className="mt-5 space-y-3 border-t border-white/10 pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        action.mutate();
      }}
      data-testid={`${props.testId}-form`}
    >
      <h2 className="font-display text-lg font-bold text-white">{props.title}</h2>
      <p className="text-sm text-ink-300">{props.intro}</p>
      <CodeField value={code} onChange={setCode} error={error} testId={`${props.testId}-code`} />
      <button
        type="submit"
        className={props.submitClassName}
        disabled={action.isPending}
        data-testid={props.testId}
      >
        {props.submitLabel}
      </button>
    </form>
  );
}

function RenewCodesForm(props: { onRenewed: (codes: string[]) => void }) {
  const { t } = useTranslation();
  return (
    <CodeActionForm
      title={t("adminTwoFactor.newCodesTitle")}
      intro={t("adminTwoFactor.newCodesIntro")}
      submitLabel={t("adminTwoFactor.newCodes")}
      submitClassName="btn-ghost"
      testId="two-factor-renew"
      run={async (code) =>
        (
          await callAdminApi("/api/admin/2fa/recovery-codes", twoFactorEnabledReplySchema, {
            method: "POST",
            body: { code },
          })
        ).data.recoveryCodes
      }
      onDone={(codes) => {
        toast(t("adminTwoFactor.newCodesDone"), { type: "success" });
        props.onRenewed(codes);
      }}
    />
  );
}

function DisableForm(props: { onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <CodeActionForm
      title={t("adminTwoFactor.disableTitle")}
      intro={t("adminTwoFactor.disableIntro")}
      submitLabel={t("adminTwoFactor.disable")}
      submitClassName="btn-ghost border-red-400/50 text-red-200"
      testId="two-factor-disable"
      conflictText={t("adminTwoFactor.cannotDisable")}
      run={(code) =>
        callAdminApi("/api/admin/2fa/disable", twoFactorDoneReplySchema, {
          method: "POST",
          body: { code },
        })
      }
      onDone={() => {
        toast(t("adminTwoFactor.disabled"), { type: "success" });
        props.onDone();
      }}
    />
  );
}
