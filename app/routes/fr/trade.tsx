import { useLocation } from "react-router";
import { TradePage } from "~/components/trade/trade-page";
import { faq } from "~/content/fr/faq";
import { listings } from "~/content/fr/listings";
import { trades } from "~/content/fr/trades";
import { tradeAt, tradeMeta } from "~/lib/meta-tags";

export const meta = ({ location }: { location: { pathname: string } }) =>
  tradeMeta("fr", trades, tradeAt(trades, location.pathname), listings);

export default function Trade() {
  const index = tradeAt(trades, useLocation().pathname);
  return <TradePage language="fr" words={trades} index={index} faq={faq} />;
}
