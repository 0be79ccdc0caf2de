import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // The SSR bundle's entry is our Express app (server/app.ts) so that the
  // database, tenant cache and search index exist once per process.
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  plugins: [reactRouter()],
});
