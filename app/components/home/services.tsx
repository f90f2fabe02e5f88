import type { IconNode } from "lucide";
import {
  Cable,
  ClipboardList,
  Fan,
  MonitorSpeaker,
  ShieldCheck,
  Siren,
  Wrench,
} from "~/components/icons";
import { Link } from "react-router";
import { Icon } from "~/components/icon";
import { Reveal } from "~/components/reveal";
import { HomeSection } from "~/components/section-heading";
import { serviceIds, tradePages } from "~/content/ids";
import type { Language } from "~/content/pages";
import type { HomeWords, TradeCards } from "~/content/schema";

/** The six trades' icons, by id; a trade the owner adds has the clipboard. */
const icons: Partial<Record<string, IconNode>> = {
  mep: Wrench,
  cabling: Cable,
  security: ShieldCheck,
  "audio-visual": MonitorSpeaker,
  "fire-alarm": Siren,
  hvac: Fan,
};

interface ServicesProps {
  words: HomeWords["services"];
  trades: TradeCards;
  language: Language;
  anchor: string;
}

/** The trades (trades.json) as cards, each leading to its page. */
export function Services({ words: services, trades, language, anchor }: ServicesProps) {
  return (
    <HomeSection id={anchor} titleId="services-title" words={services}>
      <ul className="mt-10 grid gap-4 sm:mt-14 sm:gap-6 md:grid-cols-2 lg:grid-cols-3">
        {trades.trades.map((service, index) => {
          const icon = icons[serviceIds[index]!] ?? ClipboardList;
          return (
            <li key={service.address}>
              <Reveal className="relative h-full rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-7 transition-shadow hover:shadow-md">
                <span className="inline-flex size-12 items-center justify-center rounded-lg bg-brand/10 text-brand">
                  <Icon icon={icon} className="size-6" />
                </span>
                <h3 className="mt-5 text-xl font-semibold text-ink">
                  {/* The whole card follows the link (its ::after covers the card). */}
                  <Link
                    to={tradePages[index]![language].path}
                    className="after:absolute after:inset-0 after:rounded-xl hover:text-brand"
                  >
                    {service.heading}
                  </Link>
                </h3>
                <p className="mt-3 leading-relaxed text-slate-600">{service.description}</p>
                <p className="mt-5 text-sm font-semibold text-ink">{services.divisionsLabel}</p>
                <DivisionTags divisions={service.divisions} className="mt-2 text-sm" />
              </Reveal>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}

interface DivisionTagsProps {
  divisions: TradeCards["trades"][number]["divisions"];
  className?: string;
}

/** A trade's MasterFormat divisions, each a tag: its number, then its name. */
export function DivisionTags({ divisions, className = "" }: DivisionTagsProps) {
  return (
    <ul className={`flex flex-wrap gap-2 text-slate-700 ${className}`}>
      {divisions.map(({ number, title }) => (
        <li key={number + title} className="rounded-md bg-slate-100 px-2 py-1">
          <span className="font-semibold tabular-nums">{number}</span> {title}
        </li>
      ))}
    </ul>
  );
}
