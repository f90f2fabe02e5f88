import { HomePage, homeMeta } from "~/components/home/home-page";
import { home } from "~/content/fr/home";
import { listings } from "~/content/fr/listings";
import { process } from "~/content/fr/process";
import { tradeCards as trades } from "~/content/fr/trade-cards";

export const meta = () => homeMeta("fr", home, listings, trades);

export default function Home() {
  return <HomePage language="fr" words={home} process={process} trades={trades} />;
}
