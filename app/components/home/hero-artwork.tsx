import { colours } from "~/brand/brand";

/**
 * A drafted building elevation with dimension lines and a priced takeoff sheet: the hero's
 * artwork, drawn in SVG so it is sharp at any size and weighs almost nothing.
 */
export function HeroArtwork({ label, className }: { label: string; className?: string }) {
  const line = { fill: "none", stroke: colours.brandLight, strokeWidth: 2 } as const;
  const faint = {
    fill: "none",
    stroke: colours.brandLight,
    strokeOpacity: 0.35,
    strokeWidth: 1.5,
  } as const;
  return (
    <svg viewBox="0 0 560 440" role="img" aria-label={label} className={className}>
      {/* Elevation */}
      <rect x="40" y="110" width="300" height="270" {...line} />
      <path d="M40 110l150-70 150 70" {...line} />
      {[0, 1, 2].map((row) =>
        [0, 1, 2, 3].map((col) => (
          <rect
            key={`${row}-${col}`}
            x={62 + col * 70}
            y={140 + row * 70}
            width="44"
            height="40"
            {...faint}
          />
        )),
      )}
      <rect x="160" y="330" width="60" height="50" {...line} />
      {/* Dimension lines */}
      <path d="M40 405h300M40 398v14M340 398v14" {...faint} />
      <text
        x="190"
        y="428"
        fill="#99f6e4"
        fontSize="14"
        textAnchor="middle"
        fontFamily="ui-monospace, monospace"
      >
        60&apos;-0&quot;
      </text>
      <path d="M18 110v270M11 110h14M11 380h14" {...faint} />
      {/* Takeoff sheet */}
      <g transform="translate(300 170)">
        <rect width="230" height="200" rx="12" fill="#0f172a" stroke="#14b8a6" strokeWidth="2" />
        <rect x="20" y="20" width="110" height="12" rx="6" fill="#14b8a6" />
        {[0, 1, 2, 3].map((row) => (
          <g key={row} transform={`translate(20 ${56 + row * 28})`}>
            <rect width="120" height="8" rx="4" fill="#334155" />
            <rect x="150" width="40" height="8" rx="4" fill="#475569" />
          </g>
        ))}
        <path d="M20 168h190" stroke="#334155" strokeWidth="2" />
        <rect x="20" y="178" width="70" height="10" rx="5" fill={colours.accent} />
        <rect x="150" y="178" width="60" height="10" rx="5" fill={colours.accent} />
      </g>
    </svg>
  );
}
