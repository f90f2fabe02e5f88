import { HomePage, homeMeta } from "~/components/home/home-page";
import { home } from "~/content/en/home";
import { listings } from "~/content/en/listings";
import { process } from "~/content/en/process";
import { tradeCards as trades } from "~/content/en/trade-cards";

export const meta = () => homeMeta("en", home, listings, trades);

export default function Home() {
  return <HomePage language="en" words={home} process={process} trades={trades} />;
}
