import { HomePage, homeMeta } from "~/components/home/home-page";
import { home } from "~/content/en/home";
import { listings } from "~/content/en/listings";
import { process } from "~/content/en/process";

export const meta = () => homeMeta("en", home, listings);

export default function Home() {
  return <HomePage language="en" words={home} process={process} />;
}
