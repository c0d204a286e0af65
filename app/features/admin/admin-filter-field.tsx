import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";

const labelClass = "text-xs font-semibold text-ink-300";
const controlClass =
  "mt-1 h-10 w-full rounded-lg border border-white/10 bg-ink-950 text-sm text-white";

/** A text, search or date field of an admin list's filter bar: a small label above its input. */
export function FilterInput({
  label,
  id,
  ...input
}: { label: string; id: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "className"
>) {
  return (
    <label className={labelClass} htmlFor={id}>
      {label}
      <input id={id} {...input} className={`${controlClass} px-3 placeholder:text-ink-400`} />
    </label>
  );
}

/** A choice of an admin list's filter bar: a small label above its select (options as children). */
export function FilterSelect({
  label,
  id,
  children,
  ...select
}: { label: string; id: string; children: ReactNode } & Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  "id" | "className"
>) {
  return (
    <label className={labelClass} htmlFor={id}>
      {label}
      <select id={id} {...select} className={`${controlClass} px-2`}>
        {children}
      </select>
    </label>
  );
}
