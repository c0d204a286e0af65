/** A placeholder block while personal data loads in the browser. */
export function Skeleton(props: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`block animate-pulse rounded-lg bg-white/5 ${props.className ?? "h-4 w-full"}`}
    />
  );
}
