import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import { NewsletterForm } from "#app/features/newsletter/newsletter-form.tsx";
import { buyingPaths } from "#app/lib/buying/buying-paths.ts";
import { type TranslationKey, useTranslation } from "#app/lib/i18n.ts";
import type { PaymentMethod } from "#contracts/buying-rules.ts";
import { paths } from "#contracts/paths.ts";

const shopLinks = [
  { to: paths.games(), key: "nav.games" },
  { to: paths.payments(), key: "footer.payments" },
  { to: paths.shipping(), key: "footer.shipping" },
  { to: paths.guide(), key: "footer.guide" },
] as const;
const helpLinks = [
  { to: buyingPaths.track(), key: "guestOrders.trackLink" },
  { to: paths.faq(), key: "footer.faq" },
  { to: paths.returns(), key: "footer.returns" },
  { to: paths.terms(), key: "footer.terms" },
  { to: paths.privacy(), key: "footer.privacy" },
] as const;
const companyLinks = [
  { to: paths.about(), key: "footer.about" },
  { to: paths.partner(), key: "footer.partner" },
] as const;
const socialLinks = [
  { href: "https://www.facebook.com/gamezone", label: "Facebook" },
  { href: "https://twitter.com/gamezone", label: "Twitter" },
  { href: "https://www.instagram.com/gamezone", label: "Instagram" },
  { href: "https://www.reddit.com/r/gamezone", label: "Reddit" },
];
/** Card brands shown for the card method; the other methods show their names. */
const cardBrands = ["Visa", "MasterCard"];

/**
 * The footer's contents: links, support contacts, the newsletter form. Rendered by the server
 * and loaded in the browser only when the footer comes near (see SiteFooter).
 */
export function SiteFooterBody({
  supportEmail,
  whatsappUrl,
  communityUrl,
  paymentMethods,
}: {
  lang: string;
  supportEmail: string;
  /** From the server's configuration (SUPPORT_WHATSAPP_URL, COMMUNITY_URL); null: no link. */
  whatsappUrl: string | null;
  communityUrl: string | null;
  /** The methods that are on: the footer never advertises one checkout does not offer. */
  paymentMethods: readonly PaymentMethod[];
}) {
  const { t } = useTranslation();
  const paymentBadges = paymentMethods.flatMap((method) =>
    method === "card" ? cardBrands : [t(`checkout.method_${method}`)],
  );
  return (
    <>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="font-display text-2xl font-extrabold text-white">
            Game<span className="text-gradient">Zone</span>
          </p>
          <p className="mt-1 text-xs font-bold tracking-[0.14em] text-ink-400">
            {t("header.tagline")}
          </p>
          <p className="mt-4 text-sm text-ink-300">
            {t("footer.supportLine", { email: supportEmail })}
          </p>
          <ul className="mt-4 space-y-2 text-sm">
            {whatsappUrl ? (
              <li>
                <a
                  className="footer-link"
                  href={whatsappUrl}
                  rel="noopener noreferrer"
                  target="_blank"
                  data-testid="footer-whatsapp"
                >
                  <Icon name="message-circle" className="h-4 w-4" /> {t("footer.chatSupport")}
                </a>
              </li>
            ) : null}
            <li>
              <a className="footer-link" href={`mailto:${supportEmail}`}>
                <Icon name="mail" className="h-4 w-4" /> {t("footer.emailSupport")}
              </a>
            </li>
            {communityUrl ? (
              <li>
                <a
                  className="footer-link"
                  href={communityUrl}
                  rel="noopener noreferrer"
                  target="_blank"
                  data-testid="footer-community"
                >
                  <Icon name="users" className="h-4 w-4" /> {t("footer.communityChat")}
                </a>
              </li>
            ) : null}
          </ul>
          <NewsletterForm />
        </div>
        <FooterColumn title={t("footer.shopTitle")} links={shopLinks} />
        <FooterColumn title={t("footer.helpTitle")} links={helpLinks} />
        <div>
          <FooterColumn title={t("footer.companyTitle")} links={companyLinks} />
          <ul className="mt-2 space-y-2 text-sm">
            <li>
              <a className="footer-link" href="mailto:partners@gamezone.example">
                {t("footer.partnerContact")}
              </a>
            </li>
            <li>
              <a
                className="footer-link"
                href="https://www.trustpilot.com/review/gamezone.example"
                rel="noopener noreferrer"
                target="_blank"
              >
                {t("footer.reviews")}
              </a>
            </li>
          </ul>
          <p className="mt-6 text-sm font-bold text-white">{t("footer.communityTitle")}</p>
          <ul className="mt-2 flex flex-wrap gap-2 text-xs">
            {socialLinks.map((social) => (
              <li key={social.label}>
                <a
                  href={social.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-block rounded-md border border-white/10 px-2 py-1 text-ink-300 hover:border-neon-violet hover:text-white"
                >
                  {social.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/5">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div className="flex flex-wrap items-center gap-2" data-testid="footer-payments">
            <span className="text-xs text-ink-400">{t("footer.acceptedPayments")}</span>
            {paymentBadges.map((name) => (
              <span
                key={name}
                className="rounded-md border border-white/10 bg-white/5 px-2 py-1 text-[11px] font-bold tracking-wide text-ink-100"
              >
                {name}
              </span>
            ))}
          </div>
          <div className="text-xs text-ink-400 md:text-end">
            <p>{t("footer.legal")}</p>
            <p className="mt-1">{t("footer.disclaimer")}</p>
          </div>
        </div>
      </div>
    </>
  );
}

function FooterColumn(props: {
  title: string;
  links: readonly { to: string; key: TranslationKey }[];
}) {
  const { t } = useTranslation();
  return (
    <div>
      <p className="text-sm font-bold text-white">{props.title}</p>
      <ul className="mt-3 space-y-2 text-sm">
        {props.links.map((link) => (
          <li key={link.to}>
            <Link className="footer-link" to={link.to}>
              {t(link.key)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
