import { type ReactNode, useState } from "react";
import { useInViewOnce } from "~/lib/in-view";

/**
 * Fades and lifts its content in as it scrolls into view (200 ms, from 200 px before it enters,
 * once). It counts as in view until the observer says otherwise, so the prerendered HTML is
 * visible, nothing on screen flickers and nothing hides without JavaScript; CSS turns the motion
 * off for reduced motion. Whatever is above the screen counts as in view too (the observer's area
 * reaches far up): a section scrolled past between two of the observer's looks is never left faded.
 */
export function Reveal({ children, className = "" }: { children: ReactNode; className?: string }) {
  const [inView, setInView] = useState(true);
  const ref = useInViewOnce({ rootMargin: "100000px 0px 200px 0px" }, setInView);
  return (
    <div ref={ref} data-reveal={inView ? "shown" : "hidden"} className={className}>
      {children}
    </div>
  );
}
