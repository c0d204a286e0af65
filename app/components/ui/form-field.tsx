import { useId, useState } from "react";
import { Icon } from "#app/components/ui/icon.tsx";

const inputClass =
  "h-11 w-full rounded-lg border border-white/10 bg-ink-800/70 px-3 text-sm text-ink-100 placeholder:text-ink-400 focus:border-neon-violet focus:outline-none aria-[invalid=true]:border-red-400 read-only:cursor-not-allowed read-only:opacity-70";

type FieldProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "id"> & {
  label: string;
  /** A message for this field; it marks the input invalid and is announced with it. */
  error?: string | undefined;
  hint?: string | undefined;
};

/** A labelled input whose error and hint are tied to it (aria-invalid, aria-describedby). */
export function TextField({ label, error, hint, className, ...input }: FieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink-100">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={inputClass}
        {...input}
      />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

/** A password input with its own show/hide toggle. */
export function PasswordField({
  label,
  error,
  hint,
  className,
  showLabel,
  hideLabel,
  ...input
}: FieldProps & { showLabel: string; hideLabel: string }) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink-100">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={visible ? "text" : "password"}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`${inputClass} pe-11`}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-label={`${visible ? hideLabel : showLabel}: ${label}`}
          aria-pressed={visible}
          className="absolute end-1 top-1 flex h-9 w-9 items-center justify-center rounded-md text-ink-300 hover:text-white"
        >
          {visible ? (
            <Icon name="eye-off" className="h-4 w-4" />
          ) : (
            <Icon name="eye" className="h-4 w-4" />
          )}
        </button>
      </div>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

function FieldMessages(props: {
  id: string;
  error?: string | undefined;
  hint?: string | undefined;
}) {
  return (
    <>
      {props.hint ? (
        <p id={`${props.id}-hint`} className="mt-1 text-xs text-ink-400">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${props.id}-error`} className="mt-1 text-xs font-semibold text-red-400">
          {props.error}
        </p>
      ) : null}
    </>
  );
}

/** A form-level message: errors are alerts (announced at once), success is a status. */
export function FormBanner(props: {
  tone: "error" | "success";
  children: React.ReactNode;
  testId?: string;
  id?: string;
}) {
  const error = props.tone === "error";
  return (
    <p
      id={props.id}
      role={error ? "alert" : "status"}
      data-testid={props.testId}
      className={`rounded-lg border px-3 py-2 text-sm font-semibold ${error ? "border-red-400/40 bg-red-500/10 text-red-300" : "border-neon-lime/40 bg-neon-lime/10 text-neon-lime"}`}
    >
      {props.children}
    </p>
  );
}

/**
 * The end of a form: its error banner, its success banner (once done), then the submit button,
 * which shows `busyLabel` while the request runs and stays off while busy or `disabled`.
 */
export function FormFooter(props: {
  error: string | null;
  /** The success message, or null until the form has succeeded. */
  success: React.ReactNode | null;
  busy: boolean;
  disabled?: boolean;
  label: string;
  busyLabel: string;
  testIds: { error: string; success: string; submit: string };
}) {
  return (
    <>
      {props.error ? (
        <FormBanner tone="error" testId={props.testIds.error}>
          {props.error}
        </FormBanner>
      ) : null}
      {props.success ? (
        <FormBanner tone="success" testId={props.testIds.success}>
          {props.success}
        </FormBanner>
      ) : null}
      <button
        type="submit"
        className="btn-primary w-full disabled:opacity-60"
        disabled={props.busy || props.disabled}
        data-testid={props.testIds.submit}
      >
        {props.busy ? props.busyLabel : props.label}
      </button>
    </>
  );
}
