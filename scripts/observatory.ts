/**
 * `npm run observatory -- [host] [http port] [https port]`: grades a server as MDN HTTP
 * Observatory does, with the Observatory's own scanner and grading code
 * (`@mdn/mdn-http-observatory`, see scripts/install-observatory.ts). The defaults are those of
 * `npm run serve:nginx` and `serve:apache`: 127.0.0.1, $PORT (8080) and $HTTPS_PORT (8443),
 * trusting their local authority ($BUILD_DIR/local-tls/ca.pem). Prints the grade, the score and
 * every failing test (`--json`: the same as JSON); exits 1 below A+ or when a test fails.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { getCACertificates, setDefaultCACertificates } from "node:tls";
import installObservatory from "./install-observatory.ts";
import { localTlsDir } from "./local-tls.ts";

/** What of a test's outcome, as the scanner's analyzer returns it, is read here. */
type TestOutput = { pass: boolean | null; result: string | null };

export interface ObservatoryReport {
  /** What was scanned: the host and its two ports. */
  target: string;
  grade: string;
  score: number;
  failing: { test: string; result: string; scoreModifier: number; description: string }[];
}

const json = process.argv.includes("--json");
const [
  host = "127.0.0.1",
  httpPort = process.env.PORT || "8080",
  httpsPort = process.env.HTTPS_PORT || "8443",
] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));

// The local authority of serve:nginx and serve:apache, trusted beside Node's own.
const ca = join(localTlsDir(), "ca.pem");
if (existsSync(ca))
  setDefaultCACertificates([...getCACertificates("default"), readFileSync(ca, "utf8")]);

const report = await grade(host, httpPort, httpsPort);
if (json) {
  console.log(JSON.stringify(report, null, 2));
} else {
  console.log(`MDN HTTP Observatory: ${report.grade} (${report.score}/100) for ${report.target}`);
  for (const { test, result, scoreModifier, description } of report.failing)
    console.log(`  ${test}: ${result} (${scoreModifier}) ${description}`);
}
process.exitCode = report.grade === "A+" && report.failing.length === 0 ? 0 : 1;

/**
 * What the scanner's `scan()` does, but for these ports: `scan()` always asks ports 80 and 443.
 * The same retrieval, tests and grading functions, summed as `scan()` sums them.
 */
async function grade(host: string, httpPort: string, httpsPort: string) {
  const observatory = await installObservatory();
  const load = (file: string) => import(join(observatory, "src", file));
  const { retrieve } = await load("retriever/retriever.js");
  const { ALL_TESTS } = await load("constants.js");
  const { getGradeForScore, getScoreDescription, getScoreModifier } =
    await load("grader/grader.js");
  const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load("grader/charts.js");

  const retrieved = await retrieve(host, { httpPort, httpsPort });
  const status: number | undefined = retrieved.responses.auto?.status;
  if (!status) throw new Error(`The Observatory's scanner reached nothing at ${host}.`);
  if (status < 200 || (status >= 400 && ![401, 403].includes(status)))
    throw new Error(`The Observatory's scanner got status ${status} from ${host}.`);

  let withExtraCredit = 100;
  let uncurved = 100;
  const failing: ObservatoryReport["failing"] = [];
  for (const test of ALL_TESTS as ((retrieved: unknown) => TestOutput)[]) {
    const output = test(retrieved);
    if (!output.result) continue;
    const modifier: number = getScoreModifier(output.result);
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
    if (!output.pass)
      failing.push({
        test: test.name.replace(/Test$/, ""),
        result: output.result,
        scoreModifier: modifier,
        // Its descriptions are HTML for its website.
        description: getScoreDescription(output.result)
          .replace(/<[^>]+>/g, "")
          .replace(/\s+/g, " ")
          .trim(),
      });
  }
  // Extra credit counts only when the score without it is already an A.
  const final: { grade: string; score: number } = getGradeForScore(
    uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved,
  );
  const target = `${host}, http port ${httpPort}, https port ${httpsPort}`;
  return { target, grade: final.grade, score: final.score, failing } satisfies ObservatoryReport;
}
