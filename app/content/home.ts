/**
 * Everything the home page says, section by section. Edit the words here; the components only
 * lay them out.
 */
import { promisesToConfirm as promise } from "./promises-to-confirm.ts";
import { site } from "./site.ts";

export interface Reason {
  title: string;
  description: string;
}

export type ServiceIcon = "mep" | "cabling" | "security" | "audio-visual" | "fire-alarm" | "hvac";

export interface Service {
  heading: string;
  description: string;
  icon: ServiceIcon;
}

export interface Figure {
  label: string;
  value: number;
  suffix: string;
}

export const hero = {
  eyebrow: "Construction cost estimating for the U.S. and Canada",
  headline: site.name,
  tagline: site.tagline,
  lead:
    "Accurate estimates, detailed quantity takeoffs and complete bid packages, prepared by " +
    "estimators who know how projects are built and priced.",
  cta: { label: "Get Free Quote", to: "/contact-us" },
  secondary: { label: "See our services", to: "/#services" },
  artworkLabel: "Blueprint of a building with a priced takeoff sheet",
} as const;

export const about = {
  eyebrow: "About us",
  heading: "Who are we?",
  paragraphs: [
    `${site.name} is an estimating team that works for contractors, developers, architects and ` +
      "project managers across the United States and Canada. You send the drawings and the scope; " +
      "we return numbers you can stand behind at bid day.",
    "Every estimate is built from a line-by-line takeoff, priced with current material and labour " +
      `rates for your region, and ${promise.secondEstimatorCheck} before it leaves our desk.`,
  ],
  claims: [
    "Accurate and reliable cost estimates",
    "Detailed quantity takeoffs",
    "Material and labour cost analysis",
    "Bid preparation, ready to submit",
  ],
} as const;

export const whyChooseUs = {
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
  ] satisfies Reason[],
} as const;

export const services = {
  eyebrow: "What we estimate",
  heading: "These Are Our Services",
  intro: "Trade-by-trade estimates and takeoffs, delivered in the format your bid needs.",
  items: [
    {
      heading: "Mechanical Electrical & Plumbing (MEP)",
      description:
        "Takeoffs and pricing for ductwork, piping, fixtures, panels, conduit and wire, coordinated across the three trades.",
      icon: "mep",
    },
    {
      heading: "Structured Cabling (Telecommunication)",
      description:
        "Counts of drops, cable runs, racks, pathways and terminations for data and voice networks.",
      icon: "cabling",
    },
    {
      heading: "Security System",
      description:
        "Access control, video surveillance and intrusion detection, device by device with labour to install and program.",
      icon: "security",
    },
    {
      heading: "Audio & Visual System",
      description:
        "Displays, projectors, speakers and control systems for conference rooms, classrooms and venues.",
      icon: "audio-visual",
    },
    {
      heading: "Fire Alarm System",
      description:
        "Detectors, notification devices, panels and cabling priced to the layout and the code requirements.",
      icon: "fire-alarm",
    },
    {
      heading: "HVAC, Demolition, Lighting Protection",
      description:
        "Equipment and distribution for HVAC, demolition scopes and lightning protection systems, measured and priced.",
      icon: "hvac",
    },
  ] satisfies Service[],
} as const;

export const statistics = {
  heading: "Our work in numbers",
  figures: [
    { label: "Projects", value: 47, suffix: "" },
    { label: "Clients", value: 13, suffix: "" },
    { label: "Success Rate", value: 98, suffix: "%" },
  ] satisfies Figure[],
} as const;
