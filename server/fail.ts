/** Stops a command-line program with a message that says what is wrong and how to fix it. */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** What `make` gives, or the program stopped with the message of what it threw. */
export function orFail<T>(make: () => T): T {
  try {
    return make();
  } catch (error) {
    return fail((error as Error).message);
  }
}
