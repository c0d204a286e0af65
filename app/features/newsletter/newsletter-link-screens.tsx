import { CheckCircle2, MailX, TriangleAlert } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { failureText } from "#app/lib/failure-text.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { linkExpiryOf, type NewsletterFormResult } from "#contracts/newsletter-rules.ts";
import { paths } from "#contracts/paths.ts";
import { NewsletterForm } from "./newsletter-form.tsx";
import {
  confirmSubscription,
  type NewsletterResult,
  unsubscribeFromNewsletter,
} from "./newsletter-requests.ts";

type Outcome =
  | { kind: "idle" }
  | { kind: "working" }
  | { kind: "done" }
  | { kind: "failed"; message: string; canRetry: boolean };

/** The link's token, read in the browser: the server renders the same page for every token. */
function readToken(): string | null {
  const token = new URLSearchParams(window.location.search).get("token")?.trim();
  return token ? token : null;
}

function LinkCard(props: { title: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-lg px-4 py-12 sm:py-16">
      <div className="card-surface p-6 shadow-2xl shadow-black/40 sm:p-8">
        <h1 className="font-display text-2xl font-extrabold text-white sm:text-3xl">
          {props.title}
        </h1>
        <div className="mt-5" role="status" aria-live="polite" data-testid="newsletter-status">
          {props.children}
        </div>
      </div>
    </section>
  );
}

function Message(props: { tone: "ok" | "error" | "info"; children: React.ReactNode }) {
  const Icon = props.tone === "ok" ? CheckCircle2 : props.tone === "error" ? TriangleAlert : MailX;
  const color =
    props.tone === "ok"
      ? "text-neon-lime"
      : props.tone === "error"
        ? "text-red-300"
        : "text-ink-100";
  return (
    <p className={`flex items-start gap-3 text-base font-semibold ${color}`}>
      <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <span>{props.children}</span>
    </p>
  );
}

/**
 * The confirmation page. It posts the token from the browser, so a link scanner that only
 * fetches the e-mail's link never confirms anybody.
 */
export function NewsletterConfirmScreen() {
  const translator = useTranslation();
  const { t } = translator;
  const [outcome, setOutcome] = useState<Outcome>({ kind: "working" });
  const started = useRef(false);

  const run = async () => {
    const token = readToken();
    if (!token) {
      setOutcome({ kind: "failed", message: t("newsletter.linkIncomplete"), canRetry: false });
      return;
    }
    setOutcome({ kind: "working" });
    let result: NewsletterResult;
    try {
      result = await confirmSubscription(token);
    } catch {
      setOutcome({ kind: "failed", message: t("newsletter.networkError"), canRetry: true });
      return;
    }
    if (result.ok) {
      setOutcome({ kind: "done" });
      return;
    }
    const expiry = linkExpiryOf(token);
    const expired = expiry !== null && expiry <= Date.now();
    setOutcome({
      kind: "failed",
      message: failureText(
        translator,
        result,
        expired ? "newsletter.confirmExpired" : "newsletter.confirmInvalid",
      ),
      canRetry: result.code !== "BAD_REQUEST" && result.code !== "VALIDATION_FAILED",
    });
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run();
  });

  return (
    <LinkCard title={t("newsletter.confirmTitle")}>
      {outcome.kind === "done" ? (
        <>
          <Message tone="ok">{t("newsletter.confirmed")}</Message>
          <p className="mt-3 text-sm text-ink-300">{t("newsletter.confirmedText")}</p>
          <Link to={paths.games()} className="btn-primary mt-6">
            {t("newsletter.browseGames")}
          </Link>
        </>
      ) : outcome.kind === "failed" ? (
        <>
          <Message tone="error">{outcome.message}</Message>
          <div className="mt-6 flex flex-wrap gap-3">
            {outcome.canRetry ? (
              <button type="button" className="btn-primary" onClick={() => void run()}>
                {t("newsletter.retry")}
              </button>
            ) : null}
            <Link to={paths.home()} className="btn-ghost">
              {t("common.goHome")}
            </Link>
          </div>
        </>
      ) : (
        <p className="text-sm text-ink-300">{t("newsletter.confirming")}</p>
      )}
    </LinkCard>
  );
}

/**
 * The unsubscribe page: one button. Leaving takes one click, and a scanner that opens links
 * (even one that runs scripts) cannot unsubscribe anybody by visiting the page.
 */
export function NewsletterUnsubscribeScreen() {
  const translator = useTranslation();
  const { t } = translator;
  const supportEmail = useRootData()?.supportEmail ?? "";
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });

  useEffect(() => setToken(readToken()), []);

  const unsubscribe = async () => {
    if (!token || outcome.kind === "working") return;
    setOutcome({ kind: "working" });
    try {
      const result = await unsubscribeFromNewsletter(token);
      if (result.ok) setOutcome({ kind: "done" });
      else {
        const invalid = result.code === "BAD_REQUEST" || result.code === "VALIDATION_FAILED";
        setOutcome({
          kind: "failed",
          message: invalid
            ? t("newsletter.unsubscribeInvalid", { email: supportEmail })
            : failureText(translator, result, "newsletter.failedAction"),
          canRetry: !invalid,
        });
      }
    } catch {
      setOutcome({ kind: "failed", message: t("newsletter.networkError"), canRetry: true });
    }
  };

  if (token === null) {
    return (
      <LinkCard title={t("newsletter.unsubscribeTitle")}>
        <Message tone="error">{t("newsletter.linkIncomplete")}</Message>
      </LinkCard>
    );
  }
  return (
    <LinkCard title={t("newsletter.unsubscribeTitle")}>
      {outcome.kind === "done" ? (
        <>
          <Message tone="ok">{t("newsletter.unsubscribed")}</Message>
          <Link to={paths.home()} className="btn-ghost mt-6">
            {t("common.goHome")}
          </Link>
        </>
      ) : (
        <>
          {outcome.kind === "failed" ? (
            <Message tone="error">{outcome.message}</Message>
          ) : (
            <Message tone="info">{t("newsletter.unsubscribeText")}</Message>
          )}
          {outcome.kind !== "failed" || outcome.canRetry ? (
            <button
              type="button"
              className="btn-primary mt-6 disabled:cursor-wait disabled:opacity-70"
              onClick={() => void unsubscribe()}
              disabled={!token || outcome.kind === "working"}
              aria-busy={outcome.kind === "working" || undefined}
            >
              {outcome.kind === "working"
                ? t("newsletter.unsubscribing")
                : t("newsletter.unsubscribeButton")}
            </button>
          ) : null}
        </>
      )}
    </LinkCard>
  );
}

const formResultTexts = {
  required: "newsletter.requiredEmail",
  invalid: "newsletter.invalidEmail",
  limited: "errors.RATE_LIMITED",
  failed: "newsletter.failed",
} as const;

/**
 * The answer to the footer form posted without JavaScript (the server redirects here): the same
 * texts the form's widget shows, and on a refusal the form again, which posts natively too.
 */
export function NewsletterSubscribedScreen(props: { result: NewsletterFormResult }) {
  const { t } = useTranslation();
  return (
    <LinkCard title={t("newsletter.confirmTitle")}>
      {props.result === "ok" ? (
        <>
          <Message tone="ok">{t("newsletter.subscribed")}</Message>
          <Link to={paths.games()} className="btn-primary mt-6">
            {t("newsletter.browseGames")}
          </Link>
        </>
      ) : (
        <>
          <Message tone="error">{t(formResultTexts[props.result])}</Message>
          <NewsletterForm />
          <Link to={paths.home()} className="btn-ghost mt-6">
            {t("common.goHome")}
          </Link>
        </>
      )}
    </LinkCard>
  );
}
