import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { ENQUIRY_CONTENT_PATHS } from "./domain/content/content-pages";
import { CONTENT_PAGE_PATHS } from "./domain/navigation/served-paths";
import { benchRoutes } from "../bench/routes";

/** Every public URL of the platform in one place. */
export default [
  index("routes/home.tsx"),

  // --- search listing routes (issue 3) ---
  // /search, /search/{car type}-cars, /search/{make}[/{model}], /search/{dealership or location slug}:
  // one module resolves the segments against the tenant (app/domain/search/listing-paths.ts).
  route("search/*", "routes/search.tsx"),
  // The offers page is the same listing module (one browser chunk for both).
  route("special-offers", "routes/search.tsx", { id: "routes/special-offers" }),
  // --- end search listing routes ---

  // --- vehicle page routes (issue 4) ---
  route("cars/:slug", "routes/vehicle.tsx"),
  // The trade-in valuation (issue 20 item 2; spec 01 §2, spec 02 §2): one module, the car's variant by car_id.
  route("cars/trade-in", "routes/trade-in.tsx", { id: "routes/cars-trade-in" }),
  route("trade-in", "routes/trade-in.tsx"),
  route("cars/:slug/autogauge", "routes/vehicle.autogauge.ts"),
  route("cars/:slug/view.json", "routes/vehicle.view-json.ts"),
  route("cars/:slug/pdf", "routes/vehicle.pdf.ts"),
  // Reserve online (spec 01 §2; issue 20 item 3): one module at both names, the tenant's config picks one.
  route("cars/:slug/checkout", "routes/checkout.tsx"),
  route("cars/:slug/buy-online", "routes/checkout.tsx", { id: "routes/buy-online" }),
  // Buying a car online (spec 01 §2 /checkout-journey?car_id={slug}; issue 20 item 4): the steps, then the deposit.
  route("checkout-journey", "routes/checkout-journey.tsx"),
  route("api/payments/stripe-webhook", "routes/api.payments.stripe-webhook.ts"),
  // Paying an amount the dealer asked for (spec 02 §2 /online-payment; issue 20 item 5), through the same provider.
  route("online-payment", "routes/online-payment.tsx"),
  route("api/phone-reveal", "routes/api.phone-reveal.ts"),
  route("print", "routes/print.tsx"),
  route("images", "routes/images.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // --- end vehicle page routes ---

  // --- enquiry pages (spec 02 §2; issue 10): one module, the page chosen by the path (app/domain/leads/enquiry-pages.ts) ---
  route("contact", "routes/enquiry.tsx", { id: "routes/contact" }),
  route("contact-us", "routes/enquiry.tsx", { id: "routes/contact-us" }),
  route("contact-us/:locationSlug", "routes/enquiry.tsx", { id: "routes/contact-us-location" }),
  route("book-test-drive", "routes/enquiry.tsx", { id: "routes/book-test-drive" }),
  route("service", "routes/enquiry.tsx", { id: "routes/service" }),
  route("sell-my-car", "routes/enquiry.tsx", { id: "routes/sell-my-car" }),
  route("sell-your-car", "routes/enquiry.tsx", { id: "routes/sell-your-car" }),
  route("vehicle-parts-and-accessories", "routes/enquiry.tsx", { id: "routes/vehicle-parts-and-accessories" }),
  route("careers", "routes/enquiry.tsx", { id: "routes/careers" }),
  // --- end enquiry pages ---

  // --- compare and saved cars (issue 9) ---
  route("compare", "routes/compare.tsx"),
  route("favourites", "routes/favourites.tsx"),

  // --- locations (issue 12): details page by location or dealership slug, its alias, the dealer locator ---
  route("locations/:slug", "routes/locations.tsx"),
  // The alias some sites use (spec 02 §2): the same module, canonical at /locations/{slug}.
  route("our-location/:slug", "routes/locations.tsx", { id: "routes/our-location" }),
  route("dealer-locator", "routes/dealer-locator.tsx"),
  // --- end locations ---

  // --- content pages (issue 12; spec 02 §2 'Other' routes): the tenant's Markdown at the spec's paths,
  // each a 404 until the tenant writes it (app/domain/content/content-pages.ts). /service, /careers and
  // /vehicle-parts-and-accessories stay the enquiry pages above.
  ...CONTENT_PAGE_PATHS.filter((p) => !ENQUIRY_CONTENT_PATHS.has(p)).map((p) =>
    route(p.slice(1), "routes/content.tsx", { id: `routes/content${p.replaceAll("/", "-")}` }),
  ),
  route("blog", "routes/blog.tsx"),
  route("blog/vehicle-reviews", "routes/blog.tsx", { id: "routes/blog-vehicle-reviews" }),
  route("blog/:slug", "routes/blog-post.tsx"),
  // --- end content pages ---

  // The budget finder (spec 02 §2 'Find cars for your budget'; a price-range slider page) and its live counts.
  route("budget-finder", "routes/budget-finder.tsx"),
  route("budget-finder/price-range", "routes/budget-finder.price-range.tsx"),
  route("api/budget-finder", "routes/api.budget-finder.ts"),
  route("api/budget-finder/price-range", "routes/api.budget-finder.ts", { id: "routes/api.budget-finder.price-range" }),
  // The finance quick quote (spec 02 §7): { selfAssessedCreditScore, purchasePrice, loanTerm, year, vin, nvic, whoIsHelping }
  // in, { weeklyRepaymentAmount, advertisedRate, comparisonRate } out.
  route("api/youx/quote", "routes/api.youx.quote.ts"),
  // --- finance (issue 19 items 4-6; spec 02 §2, §7): the finance page at its four paths, the popup's
  // create-customer call, and the platform's own application page (the embedded lender hand-off's redirect).
  route("finance", "routes/finance.tsx"),
  route("apply-for-finance", "routes/finance.tsx", { id: "routes/apply-for-finance" }),
  route("finance-enquiry", "routes/finance.tsx", { id: "routes/finance-enquiry" }),
  route("personalised/finance", "routes/finance.tsx", { id: "routes/personalised-finance" }),
  route("finance/application/:reference", "routes/finance.application.tsx"),
  route("api/youx/create-customer", "routes/api.youx.create-customer.ts"),
  // --- end finance ---
  route("favicon.svg", "routes/favicon.ts"),
  route("api/search", "routes/api.search.ts"),
  route("api/delivery-quote", "routes/api.delivery-quote.ts"),
  route("api/feed", "routes/api.feed.ts"),
  // Lead submission helper (spec 01 §7; issue 10): JSON in, { lead_id, analytics_event_id, success_category } out.
  route("api/leads", "routes/api.leads.ts"),
  // First-party analytics events (issue 10 §3; spec 01 §9 ids): { event_id, path, car_id?, lead_id? } in, 204 out.
  route("api/events", "routes/api.events.ts"),
  // --- lead form pages (issue 10, vehicle forms): the page after a successful lead ---
  route("success", "routes/success.tsx"),
  // --- end lead form pages ---
  // --- sign-in (issue 11; spec 02 §2, §4, §7) ---
  route("sign-in", "routes/sign-in.tsx"),
  route("sign-out", "routes/sign-out.ts"),
  route("api/rate-limit", "routes/api.rate-limit.ts"),
  route("api/sign-in/send-code", "routes/api.sign-in.send-code.ts"),
  route("api/sign-in/verify-code", "routes/api.sign-in.verify-code.ts"),
  route("api/check-if-contact-exists", "routes/api.check-if-contact-exists.ts"),
  // Gated (spec 02 §4): /my-garage and the signed-in areas' other names (spec 02 §2).
  route("my-garage", "routes/my-garage.tsx"),
  route("mymotorama", "routes/my-garage.tsx", { id: "routes/mymotorama" }),
  route("mybigboxcars", "routes/my-garage.tsx", { id: "routes/mybigboxcars" }),
  route("myblinkr", "routes/my-garage.tsx", { id: "routes/myblinkr" }),
  route("myservco", "routes/my-garage.tsx", { id: "routes/myservco" }),
  route("api/watchlist/save-car", "routes/api.watchlist.save-car.ts"),
  route("api/watchlist/remove-car", "routes/api.watchlist.remove-car.ts"),
  // --- end sign-in ---
  // The tenant's Spin to Win campaign (spec 02 §2; gated per site, §6): a 404 where none is configured.
  route("spin-to-win", "routes/spin-to-win.tsx"),
  // Watchlist alerts' one-click unsubscribe (spec 02 §2 /pages/unsubscribe; issue 11 §8).
  route("pages/unsubscribe", "routes/pages.unsubscribe.tsx"),
  route("demo-photos/:name", "routes/demo-photos.ts"),
  // The demo's sample history reports (spec 01 §3 'file (history report link)'), for cars whose file names one.
  route("demo-history-reports/:file", "routes/demo-history-reports.ts"),
  // --- brands (issue 12; spec 01 §2): the brands page, drawn logos, a brand's overview ---
  route("brands", "routes/brands.tsx"),
  route("brand-logos/:file", "routes/brand-logos.ts"),
  // Two segments, the second fixed: no platform path has the form /{x}/overview; the loader 404s unless {x} is this tenant's brand.
  route(":brand/overview", "routes/brands.overview.tsx"),
  // --- end brands ---
  // --- the model showroom (spec 02 §2 '/models/...', '/models?body=', '/{model slug}/accessories'; §3 'Model') ---
  route("models", "routes/models.tsx"),
  route("models/:slug", "routes/model.tsx"),
  // Two segments, the second fixed (as /{brand}/overview): the loader 404s unless the first is a model of the
  // tenant's range with accessories. Listed after the platform's two-segment routes, which win a tie.
  route(":modelSlug/accessories", "routes/model-accessories.tsx"),
  // --- end model showroom ---
  route("demo-videos/:name", "routes/demo-videos.ts"),
  // None in production: the HTTP benchmark's baseline page, in the build it makes for itself (bench/routes.ts).
  ...benchRoutes(),
  // The tenant's own sale pages at /{slug} (spec 02 §2 '/eofy and dealer-specific sale pages'): one
  // dynamic segment, so every path above (static, or with more segments) still wins; an unknown
  // slug is a 404 like the catch-all's. Sale slugs may not be RESERVED_TOP_LEVEL_SEGMENTS.
  route(":slug", "routes/content.tsx", { id: "routes/sale-page" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
