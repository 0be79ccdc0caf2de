// The Node.js flags every production server process starts with: `npm start`
// (package.json), deploy/supervisor.mjs, deploy/systemd/dealer-platform@.service
// and the benchmarks that measure a production server (bench/). One list;
// tests/architecture/node-flags.test.ts checks package.json and the systemd
// unit against it. SERVER_ENV below: the same for the environment.
//
// --max-semi-space-size=32: V8's young generation at 2 × 32 MB instead of
// 2 × 16. A render allocates several MB that die young; with the larger
// young generation fewer of them are copied into the old one and collected
// again there: 1–15 % less server CPU per rendered page, 7–10 % per search in
// bench:http, none measurable on the bare page
// (docs/PERFORMANCE.md 'Pages under load'), for at most 32 MB more memory
// per process. It must be given at start: V8 sizes the heap once.
//
// --expose-gc: lets the platform run one full collection after it has loaded
// every tenant, before it listens (app/server/platform.server.ts
// collectLoadGarbage): the load's garbage otherwise keeps the process's
// memory grown, 15–30 % of it (docs/PERFORMANCE.md 'Scale').
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=32", "--expose-gc"];

// The environment the deployed server processes start with, besides their
// settings: deploy/supervisor.mjs, the systemd unit (a test keeps it the same)
// and the benchmarks that measure a deployed server (bench/).
//
// MALLOC_ARENA_MAX=2: glibc gives each thread that allocates a malloc arena
// of its own and never gives one back. The tenant registry's loader threads
// (app/server/tenant-load-threads.server.ts) build every index at start-up,
// and what they freed stayed resident in their arenas after they ended: about
// 150 MB for 1,000 tenants, RSS 1,940 MB against 1,795 MB with two arenas
// (docs/PERFORMANCE.md 'Scale'). `npm start` (one machine's demo, on PGlite:
// no loader threads) does without it.
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2" };
