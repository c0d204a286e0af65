import { useState } from "react";
import { useNavigate } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import { useTranslation } from "#app/lib/i18n.ts";
import { paths } from "#contracts/paths.ts";

/**
 * Blank input is ignored; the trimmed, encoded term opens /search; the box then clears. A plain
 * GET form to /search underneath: Enter lands on the results before (or without) this code too.
 */
export function SearchBox(props: { onSearched?: () => void; className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [term, setTerm] = useState("");

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = term.trim();
    if (!trimmed) return;
    void navigate(paths.search({ q: trimmed }));
    setTerm("");
    props.onSearched?.();
  };

  return (
    <search className={`relative block ${props.className ?? ""}`}>
      <form method="get" action={paths.search()} onSubmit={submit}>
        <input
          type="search"
          name="q"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder={t("header.searchPlaceholder")}
          aria-label={t("header.searchPlaceholder")}
          maxLength={100}
          autoComplete="off"
          className="h-10 w-full rounded-lg border border-white/10 bg-ink-800/70 ps-3 pe-11 text-sm text-ink-100 placeholder:text-ink-400 focus:border-neon-violet focus:outline-none"
        />
        <button
          type="submit"
          aria-label={t("header.searchButton")}
          className="absolute end-1 top-1 flex h-8 w-9 items-center justify-center rounded-md bg-gradient-to-r from-neon-violet to-neon-fuchsia text-white"
        >
          <Icon name="search" className="h-4 w-4" />
        </button>
      </form>
    </search>
  );
}
