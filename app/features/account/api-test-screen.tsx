import { useCallback, useEffect, useState } from "react";
import { accountApiPaths } from "#app/lib/auth/account-api-paths.ts";
import { apiFetch } from "#app/lib/auth/api-fetch.ts";
import { readToken } from "#app/lib/auth/auth-read.ts";
import { buyingApiPaths } from "#app/lib/buying/buying-paths.ts";
import { useTranslation } from "#app/lib/i18n.ts";

type Outcome =
  | { state: "running" }
  | { state: "done"; status: number; ms: number; body: string }
  | { state: "network"; ms: number };

/** Pretty JSON when the reply is JSON, else the text as it came. */
function formatBody(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** /api-test: calls the account endpoints with the stored session and shows the raw answers. */
export function ApiTestScreen() {
  const { t } = useTranslation();
  const [signedIn, setSignedIn] = useState(true);
  useEffect(() => setSignedIn(readToken() !== null), []);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-4xl font-extrabold text-white">{t("apiTest.title")}</h1>
      <p className="mt-2 text-ink-300">{t("apiTest.subtitle")}</p>
      {signedIn ? null : <p className="mt-4 text-sm text-neon-amber">{t("apiTest.signedOut")}</p>}
      <EndpointCheck
        title={t("apiTest.profileEndpoint")}
        path={accountApiPaths.profile}
        testId="api-test-profile"
        statusTestId="api-test-status"
      />
      <EndpointCheck
        title={t("apiTest.purchasesEndpoint")}
        path={buyingApiPaths.purchases}
        testId="api-test-purchases"
        statusTestId="api-test-purchases-status"
      />
    </div>
  );
}

/** One GET with the stored session: status, time and the reply as it came. */
function EndpointCheck(props: {
  title: string;
  path: string;
  testId: string;
  statusTestId: string;
}) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>({ state: "running" });

  const run = useCallback(async () => {
    setOutcome({ state: "running" });
    const started = performance.now();
    try {
      const response = await apiFetch(props.path);
      const body = formatBody(await response.text());
      const ms = Math.round(performance.now() - started);
      setOutcome({ state: "done", status: response.status, ms, body });
    } catch {
      setOutcome({ state: "network", ms: Math.round(performance.now() - started) });
    }
  }, [props.path]);

  useEffect(() => {
    void run();
  }, [run]);

  return (
    <section className="card-surface mt-6 p-6" data-testid={props.testId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold text-white">
          {props.title}{" "}
          <code className="ms-2 font-mono text-sm text-ink-300">GET {props.path}</code>
        </h2>
        <button
          type="button"
          className="btn-ghost disabled:opacity-60"
          onClick={() => void run()}
          disabled={outcome.state === "running"}
        >
          {outcome.state === "running" ? t("apiTest.running") : t("apiTest.run")}
        </button>
      </div>
      <div role="status" className="mt-4">
        {outcome.state === "done" ? (
          <>
            <dl className="flex flex-wrap gap-6 text-sm">
              <div>
                <dt className="text-ink-400">{t("apiTest.status")}</dt>
                <dd
                  data-testid={props.statusTestId}
                  className={`font-mono text-lg font-bold ${outcome.status < 300 ? "text-neon-lime" : "text-red-400"}`}
                >
                  {outcome.status}
                </dd>
              </div>
              <div>
                <dt className="text-ink-400">{t("apiTest.time")}</dt>
                <dd className="font-mono text-lg font-bold text-white">{outcome.ms} ms</dd>
              </div>
            </dl>
            <pre
              dir="ltr"
              className="mt-4 max-h-96 overflow-auto rounded-lg bg-ink-950 p-4 font-mono text-xs text-ink-100"
            >
              {outcome.body}
            </pre>
          </>
        ) : outcome.state === "network" ? (
          <p className="text-red-400">{t("apiTest.networkError")}</p>
        ) : (
          <p className="text-ink-400">{t("apiTest.running")}</p>
        )}
      </div>
    </section>
  );
}
