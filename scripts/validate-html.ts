/**
 * Validates every built page with the Nu Html Checker (vnu.jar, the W3C validator).
 * Usage: tsx scripts/validate-html.ts [directory]   (default: build/client)
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { adminPage } from "../build-time/admin.ts";
import { fail } from "../server/fail.ts";

interface VnuMessage {
  url?: string;
  firstLine?: number; // omitted when the error starts on lastLine
  lastLine?: number;
  firstColumn?: number;
  message: string;
}

// vnu-jar ships no types; resolving the jar path directly keeps the script type-safe.
const jar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
const root = resolve(process.argv[2] ?? "build/client");

if (!existsSync(root)) fail(`No build found in ${root}. Run \`npm run build:local\` first.`);

const built = (await readdir(root, { recursive: true }))
  .filter((file) => file.endsWith(".html"))
  .map((file) => join(root, file))
  .sort();
if (built.length === 0) fail(`No .html files found in ${root}.`);
// The editor's page as build-time/admin.ts writes it: a local build has it only for `npm run edit`.
const editorDir = await mkdtemp(join(tmpdir(), "editor-page-"));
const editorPage = join(editorDir, "admin.html");
await writeFile(editorPage, adminPage("editor.js"));
const files = [...built, editorPage];

const errors = runVnu(files);
await rm(editorDir, { recursive: true });
for (const error of errors) console.error(formatError(error));

if (errors.length > 0) fail(`Nu Html Checker: ${errors.length} error(s) in ${files.length} pages`);
console.log(`Nu Html Checker: ${files.length} pages, no errors`);

function runVnu(paths: string[]): VnuMessage[] {
  // The checker's CSS grammar predates what the inline stylesheet uses (@property, scroll-driven
  // animations): its CSS messages are about the checker, not the page, so they are left out.
  const args = ["--errors-only", "--filterpattern", "CSS: .*", "--format", "json"];
  // A run of a few seconds: the JIT's first tier alone does it in half the CPU time (the second
  // tier compiles for longer runs), and its deeper frames need the larger stack.
  const jvm = ["-XX:TieredStopAtLevel=1", "-Xss8m"];
  const result = spawnSync("java", [...jvm, "-jar", jar, ...args, ...paths], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === "ENOENT") {
    fail(
      "The Nu Html Checker needs Java 17 or newer: install the Debian package default-jre-headless (apt-get install -y default-jre-headless).",
    );
  }
  if (result.error) fail(`Could not run the Nu Html Checker: ${result.error.message}`);

  // vnu writes its JSON report to stderr; anything else there (e.g. a JVM crash) is not JSON.
  try {
    return (JSON.parse(result.stderr) as { messages: VnuMessage[] }).messages;
  } catch {
    fail(
      `The Nu Html Checker did not return a JSON report (exit ${result.status}):\n${result.stderr}`,
    );
  }
}

function formatError({ url, firstLine, lastLine, firstColumn, message }: VnuMessage): string {
  const path = url?.startsWith("file:") ? fileURLToPath(url) : undefined;
  const fromCwd = path && relative(process.cwd(), path);
  const file = path ? (fromCwd!.startsWith("..") ? path : fromCwd) : (url ?? "?");
  // Errors about the whole file (e.g. unreadable) carry no position.
  const line = firstLine ?? lastLine;
  const position = line === undefined ? "" : `:${line}:${firstColumn ?? 1}`;
  return `${file}${position}: ${message}`;
}
