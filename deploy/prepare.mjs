#!/usr/bin/env node
// Gets the database ready before the server processes start: applies the
// migrations in drizzle/ and, on an empty database, seeds the demo tenants
// (SEED_DEMO=auto). Every server process does the same on start, but several
// starting at once on a fresh database would race to create the same tables
// and seed the same tenants; run first, this leaves them nothing to do.
// Run by deploy/supervisor.mjs and dealer-platform-prepare.service, from the
// app's directory, with the servers' environment (DATABASE_URL, BUILD_DIR).
import path from "node:path";
import { pathToFileURL } from "node:url";

process.env.NODE_ENV ??= "production";
const buildDir = process.env.BUILD_DIR ?? "build";
// The build's own start-up (server/app.ts), so migrations and seed are exactly the servers'.
const entry = await import(pathToFileURL(path.resolve(buildDir, "server", "index.js")).href);
const platform = await entry.startPlatform();
await entry.stopPlatform(platform);
entry.logger.info("database prepared (migrations applied, demo seeded if it was empty)");
