import type { IconNode } from "lucide";
import { createElement } from "react";

/**
 * A Lucide icon drawn from the `lucide` package's data, as decoration beside words (hidden from
 * assistive technology). lucide-react's components draw the same SVG with a runtime of their
 * own, about 1.5 KB on every page.
 */
export function Icon({ icon, className }: { icon: IconNode; className: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
