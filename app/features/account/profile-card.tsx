import { CalendarDays, Mail, Shield, UserRound } from "lucide-react";
import { Link } from "react-router";
import { formatDate } from "#app/lib/format-date.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { useRootData } from "#app/lib/root-data.ts";
import type { UserProfile } from "#contracts/accounts.ts";
import { paths } from "#contracts/paths.ts";

export function ProfileCard({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const lang = useRootData()?.lang ?? "en";
  const rows = [
    { icon: Mail, label: t("account.email"), value: profile.email, testId: "profile-email" },
    {
      icon: CalendarDays,
      label: t("account.dob"),
      value: formatDate(profile.dob, lang, "day") || t("account.notSet"),
      testId: "profile-dob",
    },
    {
      icon: CalendarDays,
      label: t("account.memberSince"),
      value: formatDate(profile.createdAt, lang, "day") || "—",
      testId: "profile-member-since",
    },
    {
      icon: Shield,
      label: t("account.role"),
      value: profile.role === "admin" ? t("account.roleAdmin") : t("account.roleUser"),
      testId: "profile-role",
    },
  ];
  return (
    <section
      className="card-surface p-6"
      aria-labelledby="profile-title"
      data-testid="profile-card"
    >
      <h2 id="profile-title" className="sr-only">
        {t("account.profileTitle")}
      </h2>
      <div className="flex flex-col items-center text-center">
        <span className="flex h-20 w-20 items-center justify-center rounded-full bg-gradient-to-br from-neon-violet via-neon-fuchsia to-neon-cyan text-3xl font-black text-white shadow-lg shadow-neon-violet/30">
          {profile.name.trim().charAt(0).toUpperCase() || (
            <UserRound className="h-9 w-9" aria-hidden="true" />
          )}
        </span>
        <p className="mt-4 text-xl font-bold text-white wrap-anywhere" data-testid="profile-name">
          {profile.name}
        </p>
      </div>
      <dl className="mt-6 space-y-4">
        {rows.map((row) => (
          // dt and dd sit directly in their group: a definition list allows no other wrapper.
          <div key={row.testId}>
            <dt className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-ink-400">
              <row.icon className="h-4 w-4 shrink-0 text-neon-cyan" aria-hidden="true" />
              {row.label}
            </dt>
            <dd className="ps-6 text-sm text-ink-100 wrap-anywhere" data-testid={row.testId}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      <Link to={paths.settings()} className="btn-ghost mt-6 w-full">
        {t("account.settingsLink")}
      </Link>
    </section>
  );
}
