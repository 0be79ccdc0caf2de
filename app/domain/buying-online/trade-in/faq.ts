import { TRADE_IN_GUIDANCE } from "./valuation";

/**
 * The trade-in FAQ (spec 02 §2 'Trade-in FAQ'; §9 'Trade-in guidance'),
 * shown on /trade-in. The spec names the FAQ but not its questions: these
 * answer what a shopper asks of this valuation, and say only what the
 * platform does (docs/trade-in.md).
 */
export interface FaqEntry {
  question: string;
  answer: string;
}

export const TRADE_IN_FAQ: readonly FaqEntry[] = [
  {
    question: "How is my trade-in offer worked out?",
    answer:
      "We look at cars like yours that are for sale right now across our dealer network: the same make and model, and the same badge where we can, adjusted for year and kilometres. From that market value we take the reconditioning your answers call for and our margin for getting the car ready to sell.",
  },
  {
    question: "Why didn't I get an online estimate?",
    answer: `${TRADE_IN_GUIDANCE} We also give no number when too few comparable cars are for sale to back one: rather than guess, our team values the car for you.`,
  },
  {
    question: "Is the offer guaranteed?",
    answer:
      "The offer is subject to an inspection confirming the details and answers you gave us. If they match, the offer stands; if we find something you didn't mention, we'll explain any change before you decide.",
  },
  {
    question: "I still owe money on my car. Can I trade it in?",
    answer:
      "Yes. Tell us when we ask about finance owing: we pay out your lender from the trade-in amount, and you'll need a payout letter from them.",
  },
  {
    question: "What should I bring to the inspection?",
    answer: "Your driver licence, the registration papers, the service books and every key for the car.",
  },
  {
    question: "Do I have to buy a car from you?",
    answer:
      "No. If you'd rather sell your car to us outright, use our Sell My Car form and we'll make you an offer all the same.",
  },
];
