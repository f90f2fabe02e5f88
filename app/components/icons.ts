/**
 * The Lucide icons the pages draw, each read from its own file: the package's index imports all
 * of its 2,000 icons, which each build then transforms and drops (most of its modules).
 */
export { default as ArrowRight } from "lucide/dist/esm/icons/arrow-right.mjs";
export { default as Cable } from "lucide/dist/esm/icons/cable.mjs";
export { default as ChevronDown } from "lucide/dist/esm/icons/chevron-down.mjs";
export { default as CircleCheck } from "lucide/dist/esm/icons/circle-check.mjs";
export { default as ClipboardList } from "lucide/dist/esm/icons/clipboard-list.mjs";
export { default as Fan } from "lucide/dist/esm/icons/fan.mjs";
export { default as Mail } from "lucide/dist/esm/icons/mail.mjs";
export { default as MapPin } from "lucide/dist/esm/icons/map-pin.mjs";
export { default as MonitorSpeaker } from "lucide/dist/esm/icons/monitor-speaker.mjs";
export { default as Phone } from "lucide/dist/esm/icons/phone.mjs";
export { default as ShieldCheck } from "lucide/dist/esm/icons/shield-check.mjs";
export { default as Siren } from "lucide/dist/esm/icons/siren.mjs";
export { default as Wrench } from "lucide/dist/esm/icons/wrench.mjs";
