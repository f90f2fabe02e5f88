/**
 * Everything the English home page says, section by section. Edit the words here; the components
 * only lay them out.
 */
import { promisesToConfirm } from "../promises-to-confirm.ts";
import { site } from "../site.ts";
import type { Words } from "../words.ts";

const promise = promisesToConfirm.en;

export const home = {
  hero: {
    eyebrow: "Construction cost estimating for the U.S. and Canada",
    lead:
      "Accurate estimates, detailed quantity takeoffs and complete bid packages, prepared by " +
      "estimators who know how projects are built and priced.",
    cta: "Get Free Quote",
    secondary: "See our services",
    artworkLabel: "Blueprint of a building with a priced takeoff sheet",
  },
  about: {
    eyebrow: "About us",
    heading: "Who are we?",
    paragraphs: [
      `${site.name} is an estimating team that works for contractors, developers, architects and ` +
        "project managers across the United States and Canada. You send the drawings and the " +
        "scope; we return numbers you can stand behind at bid day.",
      "Every estimate is built from a line-by-line takeoff, priced with current material and " +
        `labour rates for your region, and ${promise.secondEstimatorCheck} before it leaves our desk.`,
    ],
    claims: [
      "Accurate and reliable cost estimates",
      "Detailed quantity takeoffs",
      "Material and labour cost analysis",
      "Bid preparation, ready to submit",
    ],
  },
  whyChooseUs: {
    eyebrow: "Our difference",
    heading: "Why Choose Us",
    intro: "Four reasons general contractors and subcontractors keep sending us their next bid.",
    reasons: [
      {
        title: "Fast Turnaround",
        description: `Most estimates are back in your inbox ${promise.estimateTurnaround}, in time for the bid date.`,
      },
      {
        title: "Accuracy and Reliability",
        description: `Quantities are measured from the drawings and every estimate is ${promise.reviewedTwice} before delivery.`,
      },
      {
        title: "Cost-Saving Estimates",
        description:
          "A clear breakdown of material and labour shows where the money goes and where it can be saved.",
      },
      {
        title: "Industry Expertise",
        description:
          "Our estimators have priced commercial, residential and industrial work across every major trade.",
      },
    ],
  },
  services: {
    eyebrow: "What we estimate",
    heading: "These Are Our Services",
    intro: "Trade-by-trade estimates and takeoffs, delivered in the format your bid needs.",
    /** One entry for each of site.ts `serviceIds`, shown in that order. */
    items: {
      mep: {
        heading: "Mechanical Electrical & Plumbing (MEP)",
        description:
          "Takeoffs and pricing for ductwork, piping, fixtures, panels, conduit and wire, coordinated across the three trades.",
      },
      cabling: {
        heading: "Structured Cabling (Telecommunication)",
        description:
          "Counts of drops, cable runs, racks, pathways and terminations for data and voice networks.",
      },
      security: {
        heading: "Security System",
        description:
          "Access control, video surveillance and intrusion detection, device by device with labour to install and program.",
      },
      "audio-visual": {
        heading: "Audio & Visual System",
        description:
          "Displays, projectors, speakers and control systems for conference rooms, classrooms and venues.",
      },
      "fire-alarm": {
        heading: "Fire Alarm System",
        description:
          "Detectors, notification devices, panels and cabling priced to the layout and the code requirements.",
      },
      hvac: {
        heading: "HVAC, Demolition, Lighting Protection",
        description:
          "Equipment and distribution for HVAC, demolition scopes and lightning protection systems, measured and priced.",
      },
    },
  },
  statistics: {
    heading: "Our work in numbers",
    /** One label for each of site.ts `figures`. */
    labels: { projects: "Projects", clients: "Clients", successRate: "Success Rate" },
  },
} as const;

export type HomeWords = Words<typeof home>;
