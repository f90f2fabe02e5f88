import type { ReactNode } from "react";
import { useInView } from "react-intersection-observer";

/**
 * Fades and lifts its content in as it scrolls into view (200 ms, from 200 px before it enters,
 * once). It counts as in view until the observer says otherwise, so the prerendered HTML is
 * visible, nothing already on screen flickers and nothing hides without JavaScript. Only
 * opacity and transform animate, and CSS turns the motion off for reduced motion.
 */
export function Reveal({ children, className = "" }: { children: ReactNode; className?: string }) {
  const { ref, inView, entry } = useInView({
    rootMargin: "0px 0px 200px 0px",
    triggerOnce: true,
    initialInView: true,
  });
  // Already scrolled past when the observer first looks (a fast reader, a slow phone): it was
  // read while still shown, and fading it now would leave it faded behind the reader.
  const passed = (entry?.boundingClientRect.bottom ?? 0) < 0;
  return (
    <div ref={ref} data-reveal={inView || passed ? "shown" : "hidden"} className={className}>
      {children}
    </div>
  );
}
