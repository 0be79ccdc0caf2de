// The Node.js flags every production server process starts with: `npm start`
// (package.json), deploy/supervisor.mjs, deploy/systemd/dealer-platform@.service
// and the benchmarks that measure a production server (bench/). One list;
// tests/architecture/node-flags.test.ts checks package.json and the systemd
// unit against it.
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
