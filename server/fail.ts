import process from "node:process";

/** Stops a command-line program with a message that says what is wrong and how to fix it. */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
