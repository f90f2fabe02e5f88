/**
 * The content editor at /admin/: Decap CMS, bundled with the site's own React by the build
 * (build-time/admin.ts) and loaded by no page. It reads config.yml, made from the content's schema
 * (build-time/cms-config.ts).
 */
import CMS from "decap-cms-app";

CMS.init();
