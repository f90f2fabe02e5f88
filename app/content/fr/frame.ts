/** What the frame around every French page says (typography: docs/french-glossary.md). */
import type { frame as english } from "../en/frame.ts";
import { site } from "../site.ts";
import type { Words } from "../words.ts";

export const frame: Words<typeof english> = {
  tagline: "La solution à vos erreurs de soumission",
  blurb:
    "Exact Bids prépare des estimations des coûts de construction, des relevés des quantités et " +
    "des dossiers de soumission pour les entrepreneurs, les promoteurs, les architectes et les " +
    "chargés de projet aux États-Unis et au Canada, pour que chaque soumission parte complète, " +
    "chiffrée et à temps.",
  office: { city: "Islamabad", country: "Pakistan" },
  serviceArea: ["États-Unis", "Canada"],
  skipToContent: "Passer au contenu principal",
  mainNavLabel: "Navigation principale",
  menu: { label: "Menu du site", open: "Ouvrir le menu", close: "Fermer le menu" },
  footer: {
    quickLinks: "Liens rapides",
    contact: "Coordonnées",
    office: "Bureau",
    email: "Courriel",
    closing: `${site.name}\u00a0: estimation des coûts de construction et préparation de soumissions pour les États-Unis et le Canada.`,
  },
  error: {
    title: "Erreur inattendue de l’application",
    notFound: "La page que vous cherchez n’existe pas ou a été déplacée.",
    failed:
      "Un problème est survenu à l’affichage de cette page. Veuillez réessayer dans un instant.",
    home: "Retour à l’accueil",
    contact: "Nous joindre",
  },
};
