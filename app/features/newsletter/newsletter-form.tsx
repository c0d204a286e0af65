import { useId, useRef, useState } from "react";
import { failureText } from "#app/lib/failure-text.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { toast } from "#app/lib/toast.ts";
import { emailMaxLength } from "#contracts/accounts-rules.ts";
import { newsletterApiPaths } from "#contracts/newsletter-rules.ts";
import { subscribeToNewsletter } from "./newsletter-requests.ts";

/**
 * The footer's newsletter sign-up. The browser's own e-mail check decides what is worth sending
 * (no zod here: this form is on every page); the server's schema has the last word. The answer
 * is always "check your inbox": the confirmation e-mail finishes the subscription. Underneath it
 * is a native form: without JavaScript it posts to the API's form endpoint, which answers with a
 * page saying the same.
 */
export function NewsletterForm() {
  const translator = useTranslation();
  const { t, lang } = translator;
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const fail = (message: string) => {
    setError(message);
    toast(message, { type: "error" });
    inputRef.current?.focus();
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const value = email.trim();
    if (!value) return fail(t("newsletter.requiredEmail"));
    if (inputRef.current?.validity.typeMismatch || value.length > emailMaxLength) {
      return fail(t("newsletter.invalidEmail"));
    }
    setError(null);
    setBusy(true);
    try {
      const result = await subscribeToNewsletter(value, lang);
      if (result.ok) {
        setEmail("");
        toast(t("newsletter.subscribed"), { type: "success" });
      } else if (result.code === "VALIDATION_FAILED") {
        fail(t("newsletter.invalidEmail"));
      } else {
        fail(failureText(translator, result, "newsletter.failed"));
      }
    } catch {
      fail(t("newsletter.networkError"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      method="post"
      action={newsletterApiPaths.subscribeForm}
      onSubmit={submit}
      className="mt-6"
      data-testid="newsletter-form"
    >
      <input type="hidden" name="language" value={lang} />
      <p className="text-sm font-bold text-white">{t("footer.newsletterTitle")}</p>
      <p id={`${id}-text`} className="mt-1 text-sm text-ink-300">
        {t("footer.newsletterText")}
      </p>
      <label htmlFor={id} className="sr-only">
        {t("newsletter.emailLabel")}
      </label>
      <div className="mt-3 flex max-w-md flex-col gap-2 sm:flex-row">
        <input
          ref={inputRef}
          id={id}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          maxLength={emailMaxLength}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(null);
          }}
          placeholder={t("footer.newsletterPlaceholder")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error ${id}-text` : `${id}-text`}
          className="h-11 min-w-0 flex-1 rounded-lg border border-white/10 bg-ink-800/70 px-3 text-sm text-ink-100 placeholder:text-ink-400 focus:border-neon-violet focus:outline-none aria-[invalid=true]:border-red-400"
        />
        <button
          type="submit"
          className="btn-primary h-11 shrink-0 py-0 text-sm disabled:cursor-wait disabled:opacity-70"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? t("newsletter.subscribing") : t("footer.newsletterButton")}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-xs font-semibold text-red-400">
          {error}
        </p>
      ) : (
        <p className="mt-2 text-xs text-ink-400">{t("newsletter.privacyNote")}</p>
      )}
    </form>
  );
}
