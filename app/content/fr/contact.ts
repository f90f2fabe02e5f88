/** What the French contact page says, in the shape of the English one (en/contact.ts). */
import type { ContactWords } from "../en/contact.ts";
import { promisesToConfirm } from "../promises-to-confirm.ts";

const promise = promisesToConfirm.fr;

export const contact: ContactWords = {
  title: "Nous joindre",
  intro:
    "Envoyez-nous vos plans, la portée des travaux ou simplement une question. Nous répondons " +
    `${promise.replyTime} avec ${promise.replyBrings} pour votre estimation.`,
  formHeading: "Écrivez-nous",
  fieldLabels: { name: "Nom", email: "Courriel", subject: "Objet", message: "Votre message" },
  submit: "Envoyer le message",
  gettingReady: "Préparation du formulaire…",
  sending: "Envoi en cours…",
  sent: "Merci! Votre message a été envoyé.",
  sentFollowUp: `Nous vous répondrons par courriel ${promise.replyTime}.`,
  sendAnother: "Envoyer un autre message",
  failed: "Une erreur s’est produite pendant l’envoi du message. Veuillez réessayer.",
  failedFallback: "Vous pouvez aussi nous écrire directement à",
  queued:
    "Votre message est enregistré sur cet appareil et sera envoyé automatiquement dès le retour " +
    "de la connexion (il nous est peut-être déjà parvenu).",
  notQueued:
    "Ce navigateur ne permet pas au site d’enregistrer votre message sur cet appareil; il ne " +
    "peut donc pas partir tout seul. Appuyez de nouveau sur «\u00a0Envoyer le message\u00a0» " +
    "une fois la connexion rétablie.",
  honeypotLabel: "Laissez ce champ vide",
  noScript:
    "L’envoi de ce formulaire exige JavaScript, qui est désactivé dans ce navigateur. Écrivez-nous " +
    "plutôt votre demande à",
  asideHeading: "Envoyez-nous vos plans",
  asideText:
    "Transmettez-nous les plans, le devis ou un lien vers votre salle des plans. Nous vous disons " +
    "ce qu’il nous faut, ce que cela coûte et quand vous l’aurez, " +
    `${promise.quoteBeforeWork}.`,
  steps: [
    "Parlez-nous du projet et de la date de dépôt des soumissions.",
    "Nous confirmons la portée, le prix et la date de livraison.",
    "Vous recevez l’estimation et le relevé des quantités, prêts pour votre soumission.",
  ],
  office: "Bureau\u00a0:",
};
