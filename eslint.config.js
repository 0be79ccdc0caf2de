// Lint (npm run lint, part of npm test): TypeScript's recommended rules, the
// rules of hooks, and the layer directions of CONVENTIONS.md ('The layout: one
// direction of dependency'). Formatting is Prettier's (npm run format; checked by npm test).
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/** An import of app/<folder>/..., by alias (~/folder) or by relative path (../folder, ../../folder). */
const folder = (...names) => `^(~/|(\\.\\./)+)(${names.join("|")})(/|$)`;
/** Any *.server module: server-only by React Router's rule, whatever its folder. */
const SERVER_MODULE = "\\.server(\\.tsx?)?$";

const restrict = (...patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

const LAYER_RULES = [
  {
    name: "layers/domain",
    files: ["app/domain/**/*.{ts,tsx}"],
    rules: restrict(
      {
        regex: `${folder("server", "ui", "routes")}|${SERVER_MODULE}`,
        message: "app/domain is pure business rules: it imports nothing from server, ui or routes.",
      },
      {
        regex: "^(react|react-dom|react-router|@react-router/.*)(/|$)",
        message: "app/domain imports no React or React Router: rules stay framework-free.",
      },
    ),
  },
  {
    name: "layers/domain-io",
    files: ["app/domain/**/*.{ts,tsx}"],
    // A domain test may read a fixture; the rules themselves may not.
    ignores: ["app/domain/**/*.test.{ts,tsx}"],
    rules: restrict(
      {
        regex: `${folder("server", "ui", "routes")}|${SERVER_MODULE}`,
        message: "app/domain is pure business rules: it imports nothing from server, ui or routes.",
      },
      {
        regex: "^(react|react-dom|react-router|@react-router/.*)(/|$)",
        message: "app/domain imports no React or React Router: rules stay framework-free.",
      },
      {
        regex: "^(node:|drizzle-orm|postgres$|@electric-sql/|pino$|sharp$)",
        message: "app/domain does no I/O: the server passes it data.",
      },
    ),
  },
  {
    name: "layers/ui",
    files: ["app/ui/**/*.{ts,tsx}"],
    rules: restrict({
      regex: `${folder("server", "routes")}|${SERVER_MODULE}`,
      message: "app/ui imports only domain and ui modules: the server hands it data shaped by domain types.",
    }),
  },
  {
    name: "layers/server",
    files: ["app/server/**/*.{ts,tsx}", "cli/**/*.ts", "bench/**/*.ts"],
    rules: restrict({
      regex: folder("ui", "routes"),
      message: "Server code imports nothing from ui or routes: it depends on domain only.",
    }),
  },
  {
    name: "layers/routes",
    files: ["app/routes/**/*.{ts,tsx}"],
    // A route's own test imports its route module.
    ignores: ["app/routes/**/*.test.{ts,tsx}"],
    rules: restrict({
      regex: "^(\\./(?!\\+types/)|~/routes/|\\.\\./routes/)",
      message: "Route modules never import other route modules: shared code belongs in domain, ui or server.",
    }),
  },
];

export default tseslint.config(
  { ignores: ["build/**", ".react-router/**", "node_modules/**", "data/**", "reports/**", "test-results/**"] },
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  ...LAYER_RULES,
  {
    name: "env/one-reader",
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/server/env.server.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: "Read the environment through app/server/env.server.ts (validated once).",
        },
      ],
    },
  },
);
