/**
 * Names the editor's configuration (build-time/cms-config.ts) gives to what the editor's script
 * registers (editor.tsx): the widgets that check a text with the build's rules, and each content
 * file's way of being saved.
 */
export const checkedWidget = (kind: CheckedKind) => `checked-${kind}` as const;
export const CHECKED_KINDS = ["string", "text", "number"] as const;
type CheckedKind = (typeof CHECKED_KINDS)[number];

/** Each file's own format, so that a save writes it in its schema's order (content-format.ts). */
export const contentFormat = (file: string) => `${file}-json`;
