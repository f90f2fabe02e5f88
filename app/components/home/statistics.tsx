import { Suspense, lazy, useCallback, useState } from "react";
import type { HomeWords } from "~/content/schema";
import type { Language } from "~/content/pages";
import { figures } from "~/content/site";
import { formatFigure } from "~/lib/figures";
import { useInViewOnce } from "~/lib/in-view";
import type { FigureProps } from "~/components/home/counting-number";

// Where the counter cannot load (offline, or a tab left open across a new deploy), the real
// figure stays: decoration must never take the page down with it.
const CountingNumber = lazy(() =>
  import("~/components/home/counting-number").catch(() => ({ default: ShownNumber })),
);

/**
 * "static": the real figures, as prerendered (no JavaScript, reduced motion).
 * "waiting": JavaScript runs and the strip has not been seen yet, so the counters show 0.
 * "counting": the strip has been at least 10% visible: count up once, over 3 seconds.
 */
type CountState = "static" | "waiting" | "counting";

interface StatisticsProps {
  words: HomeWords["statistics"];
  language: Language;
}

export function Statistics({ words, language }: StatisticsProps) {
  const [state, setState] = useState<CountState>("static");
  // Until the observer first reports, the prerendered figures stay real.
  const seen = useCallback((inView: boolean) => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    setState(inView ? "counting" : "waiting");
  }, []);
  const ref = useInViewOnce({ threshold: 0.1 }, seen);

  return (
    <section
      ref={ref}
      aria-labelledby="statistics-title"
      className="bg-brand py-12 text-white sm:py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="statistics-title" className="sr-only">
          {words.heading}
        </h2>
        <dl className="grid grid-cols-3 gap-4 text-center">
          {figures.map((figure) => (
            <Counter
              key={figure.id}
              figure={figure}
              label={words.labels[figure.id]}
              language={language}
              state={state}
            />
          ))}
        </dl>
      </div>
    </section>
  );
}

/** The number a sighted visitor sees: decoration, as assistive technology reads the real one. */
function ShownNumber({ figure, language, value = figure.value }: FigureProps & { value?: number }) {
  return (
    <span aria-hidden="true" data-testid={`count-${figure.id}`}>
      {formatFigure(figure, value, language)}
    </span>
  );
}

function Counter({
  figure,
  language,
  label,
  state,
}: FigureProps & { label: string; state: CountState }) {
  const zero = <ShownNumber figure={figure} language={language} value={0} />;
  return (
    <div className="flex flex-col-reverse gap-2">
      <dt className="text-sm font-medium text-teal-50 sm:text-lg">{label}</dt>
      <dd className="text-4xl font-bold tabular-nums sm:text-6xl">
        {state === "static" && <ShownNumber figure={figure} language={language} />}
        {state === "waiting" && zero}
        {state === "counting" && (
          <Suspense fallback={zero}>
            <CountingNumber figure={figure} language={language} />
          </Suspense>
        )}
        <span className="sr-only">{formatFigure(figure, figure.value, language)}</span>
      </dd>
    </div>
  );
}
