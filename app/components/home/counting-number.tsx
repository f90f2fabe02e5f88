import { type RefObject, useRef } from "react";
import { useCountUp } from "react-countup";
import type { Figure } from "~/content/home";

/**
 * One figure counting up from 0 over 3 seconds, from the moment it mounts. Loaded only when the
 * statistics strip is first seen (statistics.tsx), so the counting library is not part of the
 * JavaScript every visitor downloads.
 */
export default function CountingNumber({ figure }: { figure: Figure }) {
  const number = useRef<HTMLSpanElement>(null);
  useCountUp({
    ref: number as RefObject<HTMLElement>,
    start: 0,
    end: figure.value,
    suffix: figure.suffix,
    duration: 3,
  });
  return (
    <span ref={number} aria-hidden="true" data-testid={`count-${figure.label}`}>
      {`0${figure.suffix}`}
    </span>
  );
}
