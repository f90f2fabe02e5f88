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
// No media library, so no Media tab: nothing is uploaded where the site does not publish it
// (decision 015). Its `name` is what the configuration names (cms-config.ts).
CMS.registerMediaLibrary({
  name: "none",
  init: () => ({ show() {}, hide() {}, enableStandalone: () => false }),
} as never);
registerContentFormats(CMS);
CMS.registerPreviewStyle(siteStyles);
for (const [file, preview] of Object.entries(previews)) CMS.registerPreviewTemplate(file, preview);
CMS.init();
