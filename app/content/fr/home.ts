/**
 * Everything the French home page says, section by section, in the shape of the English one
 * (en/home.ts). Terms and typography: docs/french-glossary.md.
 */
import type { HomeWords } from "../en/home.ts";
import { promisesToConfirm } from "../promises-to-confirm.ts";
import { site } from "../site.ts";

const promise = promisesToConfirm.fr;

export const home: HomeWords = {
  hero: {
    eyebrow: "Estimation des coûts de construction aux États-Unis et au Canada",
    lead:
      "Des estimations précises, des relevés des quantités détaillés et des dossiers de " +
      "soumission complets, préparés par des estimateurs qui savent comment un projet se " +
      "construit et se chiffre.",
    cta: "Demander une soumission gratuite",
    secondary: "Voir nos services",
    artworkLabel: "Plan d’un bâtiment et feuille de relevé des quantités chiffrée",
  },
  about: {
    eyebrow: "À propos",
    heading: "Qui sommes-nous?",
    paragraphs: [
      `${site.name} est une équipe d’estimateurs au service des entrepreneurs, des promoteurs, ` +
        "des architectes et des chargés de projet partout aux États-Unis et au Canada. Vous nous " +
        "envoyez les plans et la portée des travaux; nous vous remettons des chiffres sur " +
        "lesquels vous pouvez compter le jour du dépôt des soumissions.",
      "Chaque estimation part d’un relevé des quantités ligne par ligne, est chiffrée aux prix " +
        "courants des matériaux et de la main-d’œuvre de votre région, puis " +
        `${promise.secondEstimatorCheck} avant de quitter notre bureau.`,
    ],
    claims: [
      "Des estimations des coûts précises et fiables",
      "Des relevés des quantités détaillés",
      "L’analyse des coûts des matériaux et de la main-d’œuvre",
      "Des soumissions prêtes à déposer",
    ],
  },
  whyChooseUs: {
    eyebrow: "Notre différence",
    heading: "Pourquoi nous choisir",
    intro:
      "Quatre raisons pour lesquelles entrepreneurs généraux et sous-traitants nous confient " +
      "leur prochaine soumission.",
    reasons: [
      {
        title: "Des délais courts",
        description: `La plupart des estimations vous parviennent ${promise.estimateTurnaround}, à temps pour la date de dépôt.`,
      },
      {
        title: "Précision et fiabilité",
        description: `Les quantités sont mesurées sur les plans et chaque estimation est ${promise.reviewedTwice} avant d’être livrée.`,
      },
      {
        title: "Des estimations qui font économiser",
        description:
          "Une ventilation claire des matériaux et de la main-d’œuvre montre où va l’argent et où il est possible d’économiser.",
      },
      {
        title: "L’expertise du milieu",
        description:
          "Nos estimateurs ont chiffré des projets commerciaux, résidentiels et industriels dans tous les grands corps de métier.",
      },
    ],
  },
  services: {
    eyebrow: "Ce que nous estimons",
    heading: "Voici nos services",
    intro:
      "Des estimations et des relevés des quantités par corps de métier, livrés dans le format " +
      "qu’exige votre soumission.",
    items: {
      mep: {
        heading: "Mécanique, électricité et plomberie",
        description:
          "Relevés et prix des conduits d’air, de la tuyauterie, des appareils sanitaires, des panneaux, des conduits électriques et du câblage, coordonnés entre les trois corps de métier.",
      },
      cabling: {
        heading: "Câblage structuré (télécommunications)",
        description:
          "Dénombrement des prises, des parcours de câbles, des baies, des chemins de câbles et des terminaisons des réseaux de données et de téléphonie.",
      },
      security: {
        heading: "Systèmes de sécurité",
        description:
          "Contrôle d’accès, vidéosurveillance et détection d’intrusion, appareil par appareil, avec la main-d’œuvre d’installation et de programmation.",
      },
      "audio-visual": {
        heading: "Systèmes audiovisuels",
        description:
          "Écrans, projecteurs, haut-parleurs et systèmes de commande pour salles de réunion, salles de classe et salles de spectacle.",
      },
      "fire-alarm": {
        heading: "Systèmes d’alarme incendie",
        description:
          "Détecteurs, avertisseurs, panneaux et câblage chiffrés selon l’aménagement des lieux et les exigences du code.",
      },
      hvac: {
        heading: "CVAC, démolition, protection contre la foudre",
        description:
          "Équipements et réseaux de chauffage, ventilation et air climatisé (CVAC), travaux de démolition et systèmes de protection contre la foudre, mesurés et chiffrés.",
      },
    },
  },
  statistics: {
    heading: "Notre travail en chiffres",
    labels: { projects: "Projets", clients: "Clients servis", successRate: "Taux de réussite" },
  },
};
