import { Mail, MessageCircle } from "lucide-react";
import { Link } from "react-router";
import type { ContactBlock as ContactTexts } from "#app/content/pages/page-content.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { paths } from "#contracts/paths.ts";

/** Where to get help: the live chat and the support e-mail (the shop's configured address). */
export function ContactBlock({ texts, id }: { texts: ContactTexts; id: string }) {
  const supportEmail = useRootData()?.supportEmail ?? "";
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="card-surface border-neon-violet/30 px-5 py-8 text-center sm:px-10"
    >
      <h2 id={`${id}-title`} className="font-display text-2xl font-bold text-white">
        {texts.heading}
      </h2>
      <p className="mx-auto mt-3 max-w-xl leading-relaxed text-ink-300">{texts.text}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={paths.community()} className="btn-primary">
          <MessageCircle className="h-4 w-4" aria-hidden="true" />
          {texts.chatLabel}
        </Link>
        <a href={`mailto:${supportEmail}`} className="btn-ghost">
          <Mail className="h-4 w-4" aria-hidden="true" />
          {texts.emailLabel}
        </a>
      </div>
      <p className="mt-4 break-all text-sm text-ink-400">{supportEmail}</p>
    </section>
  );
}
