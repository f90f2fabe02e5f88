// One Lucide icon's file (app/components/icons.ts): its drawing, as the package's index types it.
declare module "lucide/dist/esm/icons/*.mjs" {
  const icon: import("lucide").IconNode;
  export default icon;
}
