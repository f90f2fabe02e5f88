/**
 * The content editor at /admin/: Decap CMS, bundled with the site's own React by the build
 * (build-time/admin.ts) and loaded by no page. It reads config.yml, made from the content's schema
 * (build-time/cms-config.ts), checks each text with the build's rules, saves each file as it is
 * laid out, and previews each file with the site's own sections and stylesheet.
 */
import CMS from "decap-cms-app";
import siteStyles from "~/app.css?url";
import { registerCheckedWidgets } from "./checked-widgets";
import { registerContentFormats } from "./content-format";
import { previews } from "./previews";

registerCheckedWidgets(CMS);
registerContentFormats(CMS);
CMS.registerPreviewStyle(siteStyles);
for (const [file, preview] of Object.entries(previews)) CMS.registerPreviewTemplate(file, preview);
CMS.init();
