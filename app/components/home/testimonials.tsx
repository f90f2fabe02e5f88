import type { HomeWords } from "~/content/schema";

/** What clients say, once the firm has their words (home.json): until then, nothing. */
export function Testimonials({ words }: { words: HomeWords["testimonials"] }) {
  if (words.items.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-title" className="bg-slate-50 py-16 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2
          id="testimonials-title"
          className="text-3xl font-bold tracking-tight text-ink sm:text-4xl"
        >
          {words.heading}
        </h2>
        <ul className="mt-12 grid gap-8 lg:grid-cols-3">
          {words.items.map((item) => (
            <li key={item.quote}>
              <figure className="h-full rounded-xl border border-slate-200 bg-white p-6">
                <blockquote className="leading-relaxed text-slate-700">
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-bold text-ink">{item.name}</span>
                  <span className="block text-slate-600">{item.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
