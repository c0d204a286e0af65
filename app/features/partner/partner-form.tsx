import { CheckCircle2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { FormBanner, TextField } from "#app/components/ui/form-field.tsx";
import { callApi } from "#app/lib/api-client.ts";
import { failureText } from "#app/lib/failure-text.ts";
import { type TranslationKey, useTranslation } from "#app/lib/i18n.ts";
import { toast } from "#app/lib/toast.ts";
import { partnerEnquirySchema, partnerReplySchema } from "#contracts/partner.ts";
import {
  type PartnerKind,
  partnerApiPaths,
  partnerKinds,
  partnerMessageMaxLength,
  partnerMessageMinLength,
} from "#contracts/partner-rules.ts";

type Fields = {
  name: string;
  email: string;
  company: string;
  website: string;
  kind: PartnerKind | "";
  message: string;
};
type FieldName = keyof Fields;
type FieldErrors = Partial<Record<FieldName, string>>;

const emptyFields: Fields = {
  name: "",
  email: "",
  company: "",
  website: "",
  kind: "",
  message: "",
};
const fieldOrder: FieldName[] = ["name", "email", "company", "website", "kind", "message"];

const kindLabels: Record<PartnerKind, TranslationKey> = {
  reseller: "partner.kindReseller",
  creator: "partner.kindCreator",
  publisher: "partner.kindPublisher",
  other: "partner.kindOther",
};

const controlClass =
  "w-full rounded-lg border border-white/10 bg-ink-800/70 px-3 text-sm text-ink-100 placeholder:text-ink-400 focus:border-neon-violet focus:outline-none aria-[invalid=true]:border-red-400";

/**
 * Checks the fields with the API's own schema and words each problem in the page's language
 * (the schema's messages are the API's English ones).
 */
function validate(fields: Fields, t: ReturnType<typeof useTranslation>["t"]): FieldErrors {
  const parsed = partnerEnquirySchema.safeParse(fields);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field !== "string" || !(field in emptyFields)) continue;
    const name = field as FieldName;
    if (errors[name]) continue;
    errors[name] = messageFor(name, fields, t);
  }
  return errors;
}

function messageFor(
  field: FieldName,
  fields: Fields,
  t: ReturnType<typeof useTranslation>["t"],
): string {
  switch (field) {
    case "name":
      return t("partner.errorName");
    case "email":
      return t("partner.errorEmail");
    case "company":
      return t("partner.errorCompany");
    case "website":
      return t("partner.errorWebsite");
    case "kind":
      return t("partner.errorKind");
    case "message": {
      const length = fields.message.trim().length;
      if (length < partnerMessageMinLength) {
        return t("partner.errorMessageShort", { min: partnerMessageMinLength });
      }
      if (length > partnerMessageMaxLength) {
        return t("partner.errorMessageLong", { max: partnerMessageMaxLength });
      }
      return t("partner.errorMessageInvalid");
    }
  }
}

/** The partner page's enquiry form: validated here with the API's schema, then sent to /api. */
export function PartnerForm() {
  const translator = useTranslation();
  const { t, lang } = translator;
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [fields, setFields] = useState<Fields>(emptyFields);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const focusField = (field: FieldName) => {
    const element = formRef.current?.elements.namedItem(field);
    if (element instanceof HTMLElement) element.focus();
  };

  const change = (field: FieldName, value: string) => {
    const next = { ...fields, [field]: value };
    setFields(next);
    // A field already marked wrong is re-checked as it is corrected.
    if (errors[field]) {
      const rechecked = validate(next, t);
      setErrors((current) => ({ ...current, [field]: rechecked[field] }));
    }
  };

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    setBanner(t("partner.fixErrors"));
    const first = fieldOrder.find((field) => found[field]);
    if (first) focusField(first);
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBanner(null);
    const found = validate(fields, t);
    if (Object.keys(found).length > 0) return showErrors(found);
    setBusy(true);
    try {
      // The route is public: no token, so no token refresh on the way either.
      const result = await callApi(partnerApiPaths.enquiries, {
        method: "POST",
        body: { ...fields, language: lang },
        signedIn: false,
        read: "body",
        reply: partnerReplySchema,
      });
      if (result.ok) {
        setSentTo(fields.email.trim().toLowerCase());
        setFields(emptyFields);
        setErrors({});
        toast(t("partner.sent"), { type: "success" });
        return;
      }
      if (result.code === "VALIDATION_FAILED" && result.issues) {
        const fromServer: FieldErrors = {};
        for (const issue of result.issues) {
          if (issue.field in emptyFields) {
            const field = issue.field as FieldName;
            fromServer[field] = messageFor(field, fields, t);
          }
        }
        return showErrors(fromServer);
      }
      const message = failureText(translator, result, "partner.failed");
      setBanner(message);
      toast(message, { type: "error" });
    } catch {
      setBanner(t("partner.networkError"));
      toast(t("partner.networkError"), { type: "error" });
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) {
    return (
      <section className="card-surface p-6 sm:p-8" aria-labelledby={`${id}-sent`}>
        <p
          id={`${id}-sent`}
          role="status"
          className="flex items-start gap-3 text-lg font-bold text-neon-lime"
        >
          <CheckCircle2 className="mt-1 h-5 w-5 shrink-0" aria-hidden="true" />
          {t("partner.successTitle")}
        </p>
        <p className="mt-3 text-sm text-ink-300">{t("partner.successText", { email: sentTo })}</p>
        <button type="button" className="btn-ghost mt-6" onClick={() => setSentTo(null)}>
          {t("partner.sendAnother")}
        </button>
      </section>
    );
  }

  const describedBy = (field: FieldName, hint?: string) =>
    [errors[field] ? `${id}-${field}-error` : null, hint ?? null].filter(Boolean).join(" ") ||
    undefined;
  const messageLength = fields.message.trim().length;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      className="card-surface space-y-5 p-6 sm:p-8"
      aria-labelledby={`${id}-title`}
      data-testid="partner-form"
    >
      <div>
        <h2 id={`${id}-title`} className="font-display text-2xl font-extrabold text-white">
          {t("partner.formTitle")}
        </h2>
        <p className="mt-2 text-sm text-ink-300">{t("partner.formIntro")}</p>
      </div>
      {banner ? <FormBanner tone="error">{banner}</FormBanner> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t("partner.name")}
          name="name"
          autoComplete="name"
          required
          maxLength={80}
          value={fields.name}
          onChange={(event) => change("name", event.target.value)}
          error={errors.name}
        />
        <TextField
          label={t("partner.email")}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          maxLength={254}
          value={fields.email}
          onChange={(event) => change("email", event.target.value)}
          error={errors.email}
        />
        <TextField
          label={t("partner.company")}
          name="company"
          autoComplete="organization"
          required
          maxLength={120}
          value={fields.company}
          onChange={(event) => change("company", event.target.value)}
          error={errors.company}
        />
        <TextField
          label={t("partner.website")}
          name="website"
          type="url"
          inputMode="url"
          autoComplete="url"
          maxLength={200}
          placeholder={t("partner.websitePlaceholder")}
          value={fields.website}
          onChange={(event) => change("website", event.target.value)}
          error={errors.website}
        />
      </div>
      <div>
        <label htmlFor={`${id}-kind`} className="mb-1.5 block text-sm font-semibold text-ink-100">
          {t("partner.kind")}
        </label>
        <select
          id={`${id}-kind`}
          name="kind"
          required
          value={fields.kind}
          onChange={(event) => change("kind", event.target.value)}
          aria-invalid={errors.kind ? true : undefined}
          aria-describedby={describedBy("kind")}
          className={`${controlClass} h-11`}
        >
          <option value="" disabled>
            {t("partner.kindChoose")}
          </option>
          {partnerKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(kindLabels[kind])}
            </option>
          ))}
        </select>
        {errors.kind ? (
          <p id={`${id}-kind-error`} className="mt-1 text-xs font-semibold text-red-400">
            {errors.kind}
          </p>
        ) : null}
      </div>
      <div>
        <label
          htmlFor={`${id}-message`}
          className="mb-1.5 block text-sm font-semibold text-ink-100"
        >
          {t("partner.message")}
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          required
          rows={6}
          maxLength={partnerMessageMaxLength + 200}
          value={fields.message}
          onChange={(event) => change("message", event.target.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy("message", `${id}-message-hint`)}
          className={`${controlClass} min-h-36 py-2`}
        />
        <div className="mt-1 flex flex-wrap justify-between gap-2 text-xs">
          <p id={`${id}-message-hint`} className="text-ink-400">
            {t("partner.messageHint", {
              min: partnerMessageMinLength,
              max: partnerMessageMaxLength,
            })}
          </p>
          <p
            className={messageLength > partnerMessageMaxLength ? "text-red-400" : "text-ink-400"}
            aria-hidden="true"
          >
            {t("partner.messageCount", { count: messageLength, max: partnerMessageMaxLength })}
          </p>
        </div>
        {errors.message ? (
          <p id={`${id}-message-error`} className="mt-1 text-xs font-semibold text-red-400">
            {errors.message}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        className="btn-primary w-full disabled:cursor-wait disabled:opacity-70 sm:w-auto"
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy ? t("partner.sending") : t("partner.submit")}
      </button>
    </form>
  );
}
