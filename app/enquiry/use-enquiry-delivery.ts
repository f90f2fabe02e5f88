import { useEffect } from "react";
import { deliverWhatWaits } from "./delivery";

/** Sends what waits on this device (delivery.ts). Mount once, in the root layout. */
export function useEnquiryDelivery(): void {
  useEffect(deliverWhatWaits, []);
}
