/** How each French page presents itself to search engines and social networks (en/listings.ts). */
import type { ListingWords } from "../en/listings.ts";
import { promisesToConfirm } from "../promises-to-confirm.ts";

const promise = promisesToConfirm.fr;

export const listings: ListingWords = {
  home: {
    title: "Exact Bids | Estimation des coûts et soumissions",
    description:
      "Estimation des coûts de construction, relevés des quantités, analyse des coûts des " +
      "matériaux et de la main-d’œuvre et soumissions aux États-Unis et au Canada.",
  },
  contact: {
    title: "Nous joindre | Soumission gratuite | Exact Bids",
    description:
      `Envoyez vos plans à Exact Bids et recevez ${promise.replyBrings} pour votre estimation ` +
      `ou votre relevé des quantités ${promise.replyTime}.`,
  },
  socialCard: {
    alt: "Exact Bids\u00a0: estimation des coûts de construction et soumissions pour les États-Unis et le Canada",
    strapline: "Estimation des coûts · Relevés des quantités · Soumissions",
  },
};
