import { type RefObject, useRef } from "react";
import { useCountUp } from "react-countup";
import type { Language } from "~/content/pages";
import type { Figure } from "~/content/site";
import { formatFigure } from "~/lib/figures";

/** A figure shown in a language: the counter's props, and the strip's other numbers'. */
export interface FigureProps {
  figure: Figure;
  language: Language;
}

/**
 * One figure counting up as it mounts, as the page's language writes numbers. Loaded once the
 * strip is first seen (statistics.tsx): the counting library is not in every visitor's download.
 */
export default function CountingNumber({ figure, language }: FigureProps) {
  const number = useRef<HTMLSpanElement>(null);
  useCountUp({
    ref: number as RefObject<HTMLElement>,
    start: 0,
    end: figure.value,
    duration: 3,
    formattingFn: (value) => formatFigure(figure, value, language),
  });
  return (
    <span ref={number} aria-hidden="true" data-testid={`count-${figure.id}`}>
      {formatFigure(figure, 0, language)}
    </span>
  );
}
