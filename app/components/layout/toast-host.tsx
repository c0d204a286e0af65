import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "#app/lib/i18n.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { defaultToastMs, onToasterWanted } from "#app/lib/toast.ts";

const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/**
 * Where toasts appear: the top end corner (top right, mirrored to top left in right-to-left
 * languages), just below the sticky 64 px header so a toast never covers the cart or account
 * buttons it talks about (and a pointer resting on it, which pauses it, cannot keep them
 * covered), in a polite live region, each with its type's icon and colour and a close button.
 * Sonner loads with the first toast, not with the page.
 */
const belowHeader = { top: 76 };
export function ToastHost() {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const dir = useRootData()?.dir ?? "ltr";
  useEffect(() => onToasterWanted(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position={dir === "rtl" ? "top-left" : "top-right"}
        theme="dark"
        richColors
        closeButton
        dir={dir}
        duration={defaultToastMs}
        offset={belowHeader}
        mobileOffset={belowHeader}
        containerAriaLabel={t("widgets.toastRegion")}
        toastOptions={{ closeButtonAriaLabel: t("widgets.toastClose") }}
      />
    </Suspense>
  );
}
