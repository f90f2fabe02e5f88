/**
 * Where the build goes: `build/`, or $BUILD_DIR, so a check can build and serve beside the usual
 * build without replacing it. The site's files are in its `client/` folder.
 */
export const buildDir = () => process.env.BUILD_DIR || "build";
