import { Cable, Fan, type IconNode, MonitorSpeaker, ShieldCheck, Siren, Wrench } from "lucide";
import { Icon } from "~/components/icon";
import { Reveal } from "~/components/reveal";
import { HomeSection } from "~/components/section-heading";
import type { HomeWords } from "~/content/schema";
import { type ServiceId, serviceIds } from "~/content/site";

const icons: Record<ServiceId, IconNode> = {
  mep: Wrench,
  cabling: Cable,
  security: ShieldCheck,
  "audio-visual": MonitorSpeaker,
  "fire-alarm": Siren,
  hvac: Fan,
};

export function Services({
  words: services,
  anchor,
}: {
  words: HomeWords["services"];
  anchor: string;
}) {
  return (
    <HomeSection id={anchor} titleId="services-title" words={services}>
      <ul className="mt-10 grid gap-4 sm:mt-14 sm:gap-6 md:grid-cols-2 lg:grid-cols-3">
        {serviceIds.map((id) => {
          const service = services.items[id];
          return (
            <li key={id}>
              <Reveal className="h-full rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-7 transition-shadow hover:shadow-md">
                <span className="inline-flex size-12 items-center justify-center rounded-lg bg-brand/10 text-brand">
                  <Icon icon={icons[id]} className="size-6" />
                </span>
                <h3 className="mt-5 text-xl font-semibold text-ink">{service.heading}</h3>
                <p className="mt-3 leading-relaxed text-slate-600">{service.description}</p>
                <p className="mt-5 text-sm font-semibold text-ink">{services.divisionsLabel}</p>
                <ul className="mt-2 flex flex-wrap gap-2 text-sm text-slate-700">
                  {service.divisions.map(({ number, title }) => (
                    <li key={number + title} className="rounded-md bg-slate-100 px-2 py-1">
                      <span className="font-semibold tabular-nums">{number}</span> {title}
                    </li>
                  ))}
                </ul>
              </Reveal>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
