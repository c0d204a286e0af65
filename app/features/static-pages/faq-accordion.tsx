import { ChevronDown } from "lucide-react";
import { useEffect, useState } from "react";
import type { FaqItem } from "#app/content/pages/page-content.ts";

/**
 * Questions with their answers (each a labelled region); answers open one at a time, and clicking the open question
 * closes it. Every answer is in the server's HTML (hidden until opened), and `/faq#<id>` opens
 * that question.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const [openId, setOpenId] = useState<string | null>(null);

  useEffect(() => {
    const wanted = decodeURIComponent(window.location.hash.slice(1));
    if (items.some((item) => item.id === wanted)) setOpenId(wanted);
  }, [items]);

  return (
    <ul className="space-y-3">
      {items.map((item) => {
        const open = openId === item.id;
        const buttonId = `faq-question-${item.id}`;
        const panelId = `faq-answer-${item.id}`;
        return (
          <li key={item.id} id={item.id} className="card-surface scroll-mt-24">
            <h2>
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                className="flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-start text-base font-semibold text-white transition hover:text-neon-cyan"
              >
                <span>{item.question}</span>
                <ChevronDown
                  className={`h-5 w-5 shrink-0 text-ink-400 transition-transform ${open ? "rotate-180" : ""}`}
                  aria-hidden="true"
                />
              </button>
            </h2>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!open}
              className="px-5 pb-5 leading-relaxed text-ink-300"
            >
              <p>{item.answer}</p>
            </section>
          </li>
        );
      })}
    </ul>
  );
}
