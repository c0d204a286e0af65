import { StaticIsland } from "#app/components/ui/static-island.tsx";
import { useRootData } from "#app/lib/root-data.ts";

export const siteFooterIsland = "site-footer-island";

const loadFooterBody = () =>
  import("./site-footer-body.tsx").then((module) => module.SiteFooterBody);

/**
 * The page footer. It lies a scroll away on every page, so its code (links, newsletter form)
 * is not part of the first visit: the server's markup stands until the footer comes near.
 */
export function SiteFooter() {
  const data = useRootData();
  return (
    <footer className="mt-20 border-t border-white/5 bg-ink-900/80">
      <StaticIsland
        id={siteFooterIsland}
        load={loadFooterBody}
        props={{
          lang: data?.lang ?? "en",
          supportEmail: data?.supportEmail ?? "support@gamezone.example",
          whatsappUrl: data?.supportLinks.whatsapp ?? null,
          communityUrl: data?.supportLinks.community ?? null,
          paymentMethods: data?.paymentMethods ?? [],
        }}
      />
    </footer>
  );
}
