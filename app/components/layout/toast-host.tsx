import { lazy, Suspense, useEffect, useState } from "react";
import { useRootData } from "#app/lib/root-data.ts";
import { onToasterWanted } from "#app/lib/toast.ts";

const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/** Where toasts appear (top right); sonner loads with the first toast, not with the page. */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  const dir = useRootData()?.dir ?? "ltr";
  useEffect(() => onToasterWanted(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" theme="dark" richColors closeButton dir={dir} />
    </Suspense>
  );
}
