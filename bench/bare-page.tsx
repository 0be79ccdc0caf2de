/**
 * GET /bench/bare: the cheapest page the platform can serve — the tenant
 * middleware, the root loader and the root layout (header, footer, scripts)
 * around a fixed paragraph, with no loader of its own.
 *
 * Why it exists (issue 8 §6): `npm run bench:http` measures the listing and
 * vehicle pages beside this page in the same run on the same server, so "a
 * listing page costs at most 2× the bare page" compares against what React
 * Router and the layout cost on that machine at that moment, not against a
 * number from another day. Only the benchmark's own build serves it
 * (bench/routes.ts); the production server has no such route.
 */
export default function BenchBare() {
  return (
    <section className="error-page">
      <title>Bare page</title>
      <meta name="robots" content="noindex" />
      <h1>Bare page</h1>
      <p>A page with no data of its own, served as a baseline for the HTTP benchmark.</p>
    </section>
  );
}
