import type { Point } from "#app/content/pages/page-content.ts";

/** Titled points as a grid of cards: one column on a phone, two or three on wider screens. */
export function PointGrid({ points, columns = 2 }: { points: readonly Point[]; columns?: 2 | 3 }) {
  return (
    <ul className={`mt-6 grid gap-4 sm:grid-cols-2 ${columns === 3 ? "lg:grid-cols-3" : ""}`}>
      {points.map((point) => (
        <li key={point.title} className="card-surface p-5">
          <h3 className="text-lg font-bold text-white">{point.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-ink-300">{point.text}</p>
        </li>
      ))}
    </ul>
  );
}
