import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { type TranslationKey, useTranslation } from "#app/lib/i18n.ts";
import { maxPlayerIdFields, playerIdPatternProblem } from "#contracts/admin-catalogue-rules.ts";
import { errorClass, inputClass, labelClass, selectClass } from "./catalogue-labels.ts";

export type PlayerIdFieldDraft = {
  /** A local id for React keys and labels (not sent). */
  uid: string;
  key: string;
  label: string;
  kind: "text" | "select";
  placeholder: string;
  pattern: string;
  options: { uid: string; value: string; label: string }[];
};

let nextUid = 0;
export function draftUid(): string {
  nextUid += 1;
  return `draft-${nextUid}`;
}

const patternProblemTexts: Record<string, TranslationKey> = {
  invalid: "adminCatalogue.patternInvalid",
  tooLong: "adminCatalogue.patternTooLong",
  nestedQuantifier: "adminCatalogue.patternNested",
};

/**
 * The ordered list of fields a buyer fills in to name the player account: add, remove, move
 * up/down, text or select, the options of a select, and a pattern checked as it is typed.
 * `errors` are the form's messages by path (`playerIdFields.0.key` …).
 */
export function PlayerIdFieldsEditor(props: {
  fields: PlayerIdFieldDraft[];
  onChange: (fields: PlayerIdFieldDraft[]) => void;
  errors: Record<string, string>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { fields, onChange } = props;
  const update = (index: number, patch: Partial<PlayerIdFieldDraft>) =>
    onChange(fields.map((field, at) => (at === index ? { ...field, ...patch } : field)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...fields];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    onChange(next);
  };
  const add = () =>
    onChange([
      ...fields,
      {
        uid: draftUid(),
        key: "",
        label: "",
        kind: "text",
        placeholder: "",
        pattern: "",
        options: [],
      },
    ]);

  return (
    <fieldset className="card-surface p-4" disabled={props.disabled}>
      <legend className="px-1 font-display text-lg font-bold text-white">
        {t("adminCatalogue.playerIdFields")}
      </legend>
      <p className="text-sm text-ink-300">{t("adminCatalogue.playerIdFieldsHint")}</p>
      {props.errors.playerIdFields ? (
        <p className={errorClass} role="alert">
          {props.errors.playerIdFields}
        </p>
      ) : null}
      <ol className="mt-3 space-y-4">
        {fields.map((field, index) => (
          <FieldRow
            key={field.uid}
            field={field}
            index={index}
            count={fields.length}
            errors={props.errors}
            onChange={(patch) => update(index, patch)}
            onMove={(by) => move(index, by)}
            onRemove={() => onChange(fields.filter((_, at) => at !== index))}
          />
        ))}
      </ol>
      {fields.length < maxPlayerIdFields ? (
        <button type="button" className="btn-ghost mt-4 text-sm" onClick={add}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t("adminCatalogue.addField")}
        </button>
      ) : null}
    </fieldset>
  );
}

function FieldRow(props: {
  field: PlayerIdFieldDraft;
  index: number;
  count: number;
  errors: Record<string, string>;
  onChange: (patch: Partial<PlayerIdFieldDraft>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { field, index } = props;
  const path = `playerIdFields.${index}`;
  const problem =
    field.kind === "text" && field.pattern ? playerIdPatternProblem(field.pattern) : null;
  const patternError = problem
    ? t(patternProblemTexts[problem] ?? "adminCatalogue.patternInvalid")
    : props.errors[`${path}.pattern`];
  const number = index + 1;
  const described = (name: string, error: string | undefined) =>
    error ? { "aria-invalid": true as const, "aria-describedby": `${id}-${name}-error` } : {};
  const message = (name: string, error: string | undefined) =>
    error ? (
      <p id={`${id}-${name}-error`} className={errorClass}>
        {error}
      </p>
    ) : null;
  const keyError = props.errors[`${path}.key`];
  const labelError = props.errors[`${path}.label`];
  const optionsError = props.errors[`${path}.options`];

  return (
    <li className="rounded-xl border border-white/10 bg-ink-950/60 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-bold text-white">
          {t("adminCatalogue.fieldNumber", { number })}
        </h3>
        <div className="flex gap-1">
          <button
            type="button"
            className="btn-ghost px-2 py-1"
            disabled={index === 0}
            onClick={() => props.onMove(-1)}
            aria-label={t("adminCatalogue.moveFieldUp", { number })}
          >
            <ArrowUp className="h-4 w-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            className="btn-ghost px-2 py-1"
            disabled={index === props.count - 1}
            onClick={() => props.onMove(1)}
            aria-label={t("adminCatalogue.moveFieldDown", { number })}
          >
            <ArrowDown className="h-4 w-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            className="btn-ghost px-2 py-1 text-red-200"
            onClick={props.onRemove}
            aria-label={t("adminCatalogue.removeField", { number })}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      </div>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        <div className={labelClass}>
          <label htmlFor={`${id}-key`}>{t("adminCatalogue.fieldKey")}</label>
          <input
            id={`${id}-key`}
            value={field.key}
            maxLength={32}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => props.onChange({ key: event.target.value })}
            className={`${inputClass} font-mono`}
            placeholder="userId"
            {...described("key", keyError)}
          />
          {message("key", keyError)}
        </div>
        <div className={labelClass}>
          <label htmlFor={`${id}-label`}>{t("adminCatalogue.fieldLabel")}</label>
          <input
            id={`${id}-label`}
            value={field.label}
            maxLength={60}
            onChange={(event) => props.onChange({ label: event.target.value })}
            className={inputClass}
            {...described("label", labelError)}
          />
          {message("label", labelError)}
        </div>
        <div className={labelClass}>
          <label htmlFor={`${id}-kind`}>{t("adminCatalogue.fieldKind")}</label>
          <select
            id={`${id}-kind`}
            value={field.kind}
            onChange={(event) =>
              props.onChange({ kind: event.target.value === "select" ? "select" : "text" })
            }
            className={selectClass}
          >
            <option value="text">{t("adminCatalogue.kindText")}</option>
            <option value="select">{t("adminCatalogue.kindSelect")}</option>
          </select>
        </div>
        <div className={labelClass}>
          <label htmlFor={`${id}-placeholder`}>{t("adminCatalogue.fieldPlaceholder")}</label>
          <input
            id={`${id}-placeholder`}
            value={field.placeholder}
            maxLength={80}
            onChange={(event) => props.onChange({ placeholder: event.target.value })}
            className={inputClass}
          />
        </div>
        {field.kind === "text" ? (
          <div className={`${labelClass} sm:col-span-2`}>
            <label htmlFor={`${id}-pattern`}>{t("adminCatalogue.fieldPattern")}</label>
            <input
              id={`${id}-pattern`}
              value={field.pattern}
              maxLength={200}
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => props.onChange({ pattern: event.target.value })}
              className={`${inputClass} font-mono`}
              placeholder="^[0-9]{6,12}$"
              aria-invalid={patternError ? true : undefined}
              aria-describedby={`${id}-pattern-hint${patternError ? ` ${id}-pattern-error` : ""}`}
            />
            <span id={`${id}-pattern-hint`} className="mt-1 block font-normal text-ink-400">
              {t("adminCatalogue.fieldPatternHint")}
            </span>
            {patternError ? (
              <p id={`${id}-pattern-error`} className={errorClass} role="alert">
                {patternError}
              </p>
            ) : null}
          </div>
        ) : (
          <OptionsEditor
            field={field}
            fieldNumber={number}
            error={optionsError}
            onChange={(options) => props.onChange({ options })}
          />
        )}
      </div>
    </li>
  );
}

function OptionsEditor(props: {
  field: PlayerIdFieldDraft;
  fieldNumber: number;
  error: string | undefined;
  onChange: (options: PlayerIdFieldDraft["options"]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { options } = props.field;
  const update = (index: number, patch: Partial<{ value: string; label: string }>) =>
    props.onChange(options.map((option, at) => (at === index ? { ...option, ...patch } : option)));
  return (
    <fieldset className="sm:col-span-2" aria-describedby={props.error ? `${id}-error` : undefined}>
      <legend className={labelClass}>{t("adminCatalogue.options")}</legend>
      <ul className="mt-1 space-y-2">
        {options.map((option, index) => (
          <li key={option.uid} className="flex flex-wrap items-end gap-2">
            <div className={`${labelClass} min-w-[8rem] flex-1`}>
              <label htmlFor={`${id}-${option.uid}-v`}>
                {t("adminCatalogue.optionValue", { number: index + 1 })}
              </label>
              <input
                id={`${id}-${option.uid}-v`}
                value={option.value}
                maxLength={60}
                onChange={(event) => update(index, { value: event.target.value })}
                className={`${inputClass} font-mono`}
              />
            </div>
            <div className={`${labelClass} min-w-[8rem] flex-1`}>
              <label htmlFor={`${id}-${option.uid}-l`}>
                {t("adminCatalogue.optionLabel", { number: index + 1 })}
              </label>
              <input
                id={`${id}-${option.uid}-l`}
                value={option.label}
                maxLength={60}
                onChange={(event) => update(index, { label: event.target.value })}
                className={inputClass}
              />
            </div>
            <button
              type="button"
              className="btn-ghost h-10 px-2 py-1 text-red-200"
              onClick={() => props.onChange(options.filter((_, at) => at !== index))}
              aria-label={t("adminCatalogue.removeOption", { number: index + 1 })}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      {props.error ? (
        <p id={`${id}-error`} className={errorClass} role="alert">
          {props.error}
        </p>
      ) : null}
      <button
        type="button"
        className="btn-ghost mt-2 px-3 py-1.5 text-xs"
        onClick={() => props.onChange([...options, { uid: draftUid(), value: "", label: "" }])}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
        {t("adminCatalogue.addOption")}
      </button>
    </fieldset>
  );
}
