import { HomePage, homeMeta } from "~/components/home/home-page";
import { home } from "~/content/en/home";
import { listings } from "~/content/en/listings";

export const meta = () => homeMeta("en", home, listings);

export default function Home() {
  return <HomePage language="en" words={home} />;
}
