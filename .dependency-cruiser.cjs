/**
 * The direction of imports between the top-level folders (README, "Layout"):
 *
 *   app/  <-  build-time/  <-  server/  <-  scripts/, tests/, root configs
 *
 * Each folder may import the ones to its left, never the ones to its right. Inside app/, the
 * content is a leaf, the enquiry is one feature behind one hook and the editor is no page (the
 * rules after those).
 * `npm run lint` runs this; a wrong import fails with the name of the rule it breaks.
 */
/** The given folders, or a configuration file at the top (vite.config.ts and the like). */
const ROOT_CONFIG_OR = (folders) => `${folders}|^[^/]+\\.(ts|js|cjs|mjs)$`;
/** A folder's code, its tests aside (a test may set up what the code may not reach). */
const CODE_IN = (folder) => ({ path: `^${folder}/`, pathNot: "\\.test\\.tsx?$" });

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "app-imports-nothing-outside",
      comment: "app/ is the site that ships to the browser: it imports only itself and packages.",
      from: CODE_IN("app"),
      to: { pathNot: "^(app/|node_modules/)|/\\+types/" },
    },
    {
      name: "build-time-imports-only-app",
      comment: "Build-time code (Vite plugins, headers, icons) may read app/, nothing above it.",
      from: CODE_IN("build-time"),
      to: { path: ROOT_CONFIG_OR("^(server|scripts|tests)/") },
    },
    {
      name: "server-imports-only-build-time-and-app",
      comment:
        "The local server reads the build's files and the site's schema, not scripts or tests.",
      from: CODE_IN("server"),
      to: { path: ROOT_CONFIG_OR("^(scripts|tests)/") },
    },
    {
      name: "content-is-a-leaf",
      comment:
        "app/content/ holds the owner's words and facts as data files, with their schema " +
        "(Valibot) and the typed modules that read them: it imports nothing else, so every other " +
        "part may read it.",
      from: CODE_IN("app/content"),
      to: { pathNot: "^(app/content/|node_modules/valibot/)" },
    },
    {
      name: "enquiry-does-not-lay-out",
      comment:
        "app/enquiry/ keeps, sends and queues the enquiry; what it looks like is components' " +
        "business: nothing in it imports a component.",
      from: { path: "^app/enquiry/" },
      to: { path: "^app/components/" },
    },
    {
      name: "components-use-the-enquiry-through-its-controller",
      comment:
        "The form hands itself to its controller (form-controller.ts), reads its fields from the " +
        "schema, carries the words of its field checks (field-check.ts) and of the e-mail's " +
        "details (email-params.ts); the draft, the record and the transport stay inside " +
        "app/enquiry/ (tests may set them up).",
      from: CODE_IN("app/components"),
      to: {
        path: "^app/enquiry/",
        pathNot: "^app/enquiry/(form-controller|schema|field-check|email-params)\\.ts$",
      },
    },
    {
      name: "no-page-loads-the-editor",
      comment:
        "app/admin/ is the content editor at /admin/ (Decap CMS and its previews), built on its " +
        "own: the site may not import it, so no page ships a byte of it.",
      from: { path: "^app/", pathNot: "^app/admin/" },
      to: { path: "^app/admin/" },
    },
    {
      name: "no-circular",
      comment: "Modules that import each other cannot be understood (or tested) one at a time.",
      from: {},
      to: { circular: true },
    },
    {
      name: "not-to-unresolvable",
      comment: "An import that resolves to nothing (React Router's generated route types aside).",
      from: {},
      to: { couldNotResolve: true, pathNot: "/\\+types/" },
    },
  ].map((rule) => ({ severity: "error", ...rule })),
  options: {
    exclude: { path: "^(build|node_modules|\\.react-router)/" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
  },
};
