/** Phone-code sign-in rules (spec 02 §2, §4, §5, §7, §8, §9; issue 11). */
export * from "./code";
export * from "./limits";
export * from "./return-path";
export * from "./sign-in-form";
export * from "./sign-in-type";
export * from "./gated";
export * from "./journeys";
export * from "./watchlist";
export * from "./header-account";
