/**
 * The Chromium features the e2e browser runs without (playwright.config.ts).
 *
 * Chromium 156 gives every browser window a WebUI omnibox popup in a renderer of its own,
 * headless too, and Playwright opens a window for each test's context: each popup cost
 * 0.5-0.7 s of CPU while its test ran (measured per process on this 2-core machine), about a
 * third of a short test's browser work. Chromium keeps only the last --disable-features
 * switch, so this list repeats Playwright's own (chromiumSwitches.ts) before adding ours;
 * tests/architecture/chromium-features.test.ts fails if Playwright's list gains a name this one lacks.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

export const DISABLED_FEATURES = [
  ...PLAYWRIGHT_DISABLED_FEATURES,
  "WebUIOmniboxPopup",
  "WebUIOmniboxAimPopup",
  "WebUIOmniboxFullPopup",
];
