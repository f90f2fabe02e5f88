import { useLocation } from "react-router";
import { TradePage, tradeAt, tradeMeta } from "~/components/trade/trade-page";
import { faq } from "~/content/en/faq";
import { listings } from "~/content/en/listings";
import { trades } from "~/content/en/trades";

export const meta = ({ location }: { location: { pathname: string } }) =>
  tradeMeta("en", trades, tradeAt(location.pathname), listings);

export default function Trade() {
  const index = tradeAt(useLocation().pathname);
  return <TradePage language="en" words={trades} index={index} faq={faq} />;
}
