import { useCallback, useEffect, useRef } from "react";

/** Runs an action after a delay, cancelled if the component goes away first. */
export function useDelayedAction(): (action: () => void, delayMs: number) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback((action: () => void, delayMs: number) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(action, delayMs);
  }, []);
}
