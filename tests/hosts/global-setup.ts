import { installObservatory } from "../../scripts/install-observatory.ts";

/** The Observatory's scanner, installed once before the workers grade the two servers with it. */
export default async function globalSetup() {
  await installObservatory();
}
