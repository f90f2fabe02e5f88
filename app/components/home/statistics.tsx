import { Suspense, lazy, useState } from "react";
import { useInView } from "react-intersection-observer";
import { type Figure, statistics } from "~/content/home";

const CountingNumber = lazy(() => import("~/components/home/counting-number"));

/**
 * "static": the real figures, as prerendered (no JavaScript, reduced motion).
 * "waiting": JavaScript runs and the strip has not been seen yet, so the counters show 0.
 * "counting": the strip has been at least 10% visible: count up once, over 3 seconds.
 */
type CountState = "static" | "waiting" | "counting";

export function Statistics() {
  const [state, setState] = useState<CountState>("static");
  const { ref } = useInView({
    threshold: 0.1,
    triggerOnce: true,
    // Counts as seen until the observer first reports, so the prerendered figures stay real.
    initialInView: true,
    onChange(inView) {
      if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
      setState(inView ? "counting" : "waiting");
    },
  });

  return (
    <section
      ref={ref}
      aria-labelledby="statistics-title"
      className="bg-brand py-16 text-white sm:py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="statistics-title" className="sr-only">
          {statistics.heading}
        </h2>
        <dl className="grid grid-cols-3 gap-4 text-center">
          {statistics.figures.map((figure) => (
            <Counter key={figure.label} figure={figure} state={state} />
          ))}
        </dl>
      </div>
    </section>
  );
}

function Counter({ figure, state }: { figure: Figure; state: CountState }) {
  const final = `${figure.value}${figure.suffix}`;
  const shown = (text: string) => (
    <span aria-hidden="true" data-testid={`count-${figure.label}`}>
      {text}
    </span>
  );
  return (
    <div className="flex flex-col-reverse gap-2">
      <dt className="text-sm font-medium text-teal-50 sm:text-lg">{figure.label}</dt>
      <dd className="text-4xl font-extrabold tabular-nums sm:text-6xl">
        {/* The moving number is decoration; assistive technology reads the real figure. */}
        {state === "static" && shown(final)}
        {state === "waiting" && shown(`0${figure.suffix}`)}
        {state === "counting" && (
          <Suspense fallback={shown(`0${figure.suffix}`)}>
            <CountingNumber figure={figure} />
          </Suspense>
        )}
        <span className="sr-only">{final}</span>
      </dd>
    </div>
  );
}
