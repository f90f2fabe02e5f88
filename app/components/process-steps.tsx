import type { ProcessWords } from "~/content/schema";

/**
 * How the work goes, in order, each step with how long it takes: on the home page and beside the
 * contact form. A time is a promise written mid-sentence ("within one business day"): CSS gives it
 * its capital.
 */
export function ProcessSteps({
  steps,
  className = "",
}: {
  steps: ProcessWords["steps"];
  /** The list's columns where there is room for them. */
  className?: string;
}) {
  return (
    <ol className={`grid gap-6 ${className}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-white"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="text-lg font-bold text-ink">{step.title}</h3>
            <p className="text-sm font-semibold text-brand first-letter:uppercase">{step.time}</p>
            <p className="mt-1 leading-relaxed text-slate-600">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
