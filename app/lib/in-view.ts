import { useCallback } from "react";

/**
 * A ref callback that tells `onChange` whether its element is in view, at once and then at each
 * change until it is seen: the platform's IntersectionObserver, without a library. Pass a stable
 * `onChange` (a state setter, or useCallback's): a new one observes anew.
 */
export function useInViewOnce<T extends Element>(
  { rootMargin, threshold = 0 }: { rootMargin?: string; threshold?: number },
  onChange: (inView: boolean) => void,
) {
  return useCallback(
    (element: T | null) => {
      if (!element) return;
      const observer = new IntersectionObserver(
        ([entry]) => {
          const inView = entry!.isIntersecting && entry!.intersectionRatio >= threshold;
          onChange(inView);
          if (inView) observer.disconnect();
        },
        { rootMargin, threshold },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [rootMargin, threshold, onChange],
  );
}
