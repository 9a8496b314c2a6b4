import { createContext } from "react";
import type { CardPlatformFactory } from "./card-platform";
import { loadCardPlatform } from "./load-card-platform";

/**
 * The card platforms the payment dialog builds: the real ones (Stripe's Elements, the sandbox's
 * frame) unless a test or a story gives a fake (happy-dom cannot load a frame).
 */
export const CardPlatformContext = createContext<CardPlatformFactory>(loadCardPlatform);
