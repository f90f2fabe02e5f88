import { colours } from "~/brand/brand";
import type { Language } from "~/content/pages";
import type { Trade } from "~/content/schema";
import { groupDigits } from "~/lib/figures";

type Division = Trade["divisions"][number];

/** How a line of the table was measured on the sheet, drawn the same way in both places. */
type Mark = "count" | "run" | "duct" | "device";

const markColour: Record<Mark, string> = {
  count: colours.accent,
  run: colours.brandLight,
  duct: "#7dd3fc",
  device: "#f8fafc",
};

/** What each of the table's lines measured: a sample, as a takeoff would list it. */
const lines: readonly { mark: Mark; quantity: number }[] = [
  { mark: "count", quantity: 36 },
  { mark: "run", quantity: 1240 },
  { mark: "duct", quantity: 860 },
  { mark: "device", quantity: 118 },
];

/**
 * The sample's marks on the plan, each row of marks one line drawn in dashes of no length (round
 * caps make dots) or as long as they are wide (squares): nine sprinkler heads, five devices.
 */
const sprinklerRows = "M62 62h81M62 100h81M62 180h81";
const deviceRows = "M191 70h114M191 150h10M335 190h10M245 270h10";

/** Room for a line's words before its quantity, in characters: a longer one ends in an ellipsis. */
const LABEL_ROOM = 22;

/** A line's words: its division's number and title, cut to the room there is. */
const lineLabel = ({ number, title }: Division) => {
  const label = `${number} ${title}`;
  return label.length > LABEL_ROOM ? `${label.slice(0, LABEL_ROOM - 1).trimEnd()}…` : label;
};

function MarkSymbol({ mark, x, y }: { mark: Mark; x: number; y: number }) {
  const colour = markColour[mark];
  if (mark === "count") return <circle cx={x} cy={y} r="6" fill={colour} />;
  if (mark === "device") return <rect x={x - 5} y={y - 5} width="10" height="10" fill={colour} />;
  return (
    <path
      d={`M${x - 9} ${y}h18`}
      stroke={colour}
      strokeWidth={mark === "duct" ? 6 : 3}
      strokeLinecap="round"
    />
  );
}

interface TakeoffPictureProps {
  divisions: readonly Division[];
  language: Language;
  className?: string;
}

/**
 * What the firm delivers, as a picture: a plan sheet with takeoff marks (counts, runs) beside the
 * quantity table they make, each line keyed to its marks, its trades the page's own MasterFormat
 * divisions. Decorative: the words around it say the same.
 */
export function TakeoffPicture({ divisions, language, className }: TakeoffPictureProps) {
  const wall = { fill: "none", stroke: "#cbd5e1", strokeWidth: 4 } as const;
  return (
    <svg viewBox="0 0 600 380" aria-hidden="true" className={`tabular-nums ${className ?? ""}`}>
      {/* The plan sheet */}
      <rect x="2" y="2" width="400" height="376" rx="8" fill="#10233a" stroke="#334155" />
      <path d="M32 32h340v270H32zM172 32v110h200M172 190v112M252 190h120" {...wall} />
      <path d="M32 142h90" {...wall} />
      <path
        d="M60 230h80v50h150V160"
        fill="none"
        stroke={markColour.run}
        strokeWidth="3"
        strokeDasharray="10 6"
      />
      <path
        d="M190 112h160v120"
        fill="none"
        stroke={markColour.duct}
        strokeWidth="6"
        strokeOpacity="0.8"
      />
      <path
        d={sprinklerRows}
        stroke={markColour.count}
        strokeWidth="12"
        strokeLinecap="round"
        strokeDasharray="0 40"
      />
      <path d={deviceRows} stroke={markColour.device} strokeWidth="10" strokeDasharray="10 94" />
      {/* Title block and scale bar */}
      <path d="M32 322h340" stroke="#334155" strokeWidth="2" />
      <path d="M32 348h120" stroke="#94a3b8" strokeWidth="4" strokeDasharray="40 20" />
      {/* The quantity table */}
      <g transform="translate(262 130)">
        <rect width="334" height="220" rx="12" fill="#0f172a" stroke="#14b8a6" strokeWidth="2" />
        <g fontSize="20" fill="#e2e8f0">
          {lines.map(({ mark, quantity }, index) => {
            const division = divisions[index];
            const y = 50 + index * 48;
            return (
              division && (
                <g key={mark}>
                  <MarkSymbol mark={mark} x={28} y={y - 7} />
                  <text x="48" y={y}>
                    {lineLabel(division)}
                  </text>
                  <text x="314" y={y} textAnchor="end" fill={markColour[mark]}>
                    {groupDigits(quantity, language)}
                  </text>
                </g>
              )
            );
          })}
        </g>
      </g>
    </svg>
  );
}
