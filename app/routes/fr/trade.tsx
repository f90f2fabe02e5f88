import { useLocation } from "react-router";
import { TradePage, tradeAt, tradeMeta } from "~/components/trade/trade-page";
import { faq } from "~/content/fr/faq";
import { listings } from "~/content/fr/listings";
import { trades } from "~/content/fr/trades";

export const meta = ({ location }: { location: { pathname: string } }) =>
  tradeMeta("fr", trades, tradeAt(location.pathname), listings);

export default function Trade() {
  const index = tradeAt(useLocation().pathname);
  return <TradePage language="fr" words={trades} index={index} faq={faq} />;
}
