import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import type { FaqItem } from '../lib/wallet-faq';

/** SPEC's FAQ accordion: native details/summary, so it opens by keyboard and reads well without script. */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card className="p-5 shadow-sm sm:p-8">
        <h2 id={headingId} className="font-bold text-lg text-nevoa-950">
          Perguntas frequentes
        </h2>
        <div className="mt-4 divide-y divide-nevoa-200 border-nevoa-200 border-y">
          {items.map((item) => (
            <details key={item.question} className="group">
              <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-3 font-semibold text-nevoa-900 [&::-webkit-details-marker]:hidden">
                {item.question}
                <ChevronDown
                  aria-hidden
                  className="size-5 shrink-0 text-nevoa-500 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                />
              </summary>
              <p className="pb-4 text-pretty text-nevoa-700 text-sm leading-relaxed">{item.answer}</p>
            </details>
          ))}
        </div>
      </Card>
    </section>
  );
}
