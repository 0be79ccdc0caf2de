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
    files: ["app/server/**/*.{ts,tsx}", "cli/**/*.ts", "bench/**/*.ts", "demo/**/*.ts"],
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

/** A static import of demo/ (by relative path; type-only imports are erased and allowed). */
const DEMO_SOURCE = "[source.value=/^(\\.\\.\\x2F)+demo(\\x2F|$)/]";

/**
 * The product holds only the product (issue 18 item 1): app/ and server/ reach
 * demo/ only by the dynamic imports of app/server/demo.server.ts, so that a
 * server without demo tenants loads none of it. A test may import the demo.
 */
const DEMO_BY_DYNAMIC_IMPORT = {
  name: "layers/demo-by-dynamic-import",
  files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "cli/**/*.ts"],
  ignores: ["**/*.test.{ts,tsx}"],
  rules: {
    "no-restricted-syntax": [
      "error",
      ...["ImportDeclaration", "ExportNamedDeclaration", "ExportAllDeclaration"].map((node) => ({
        selector: `${node}[importKind!="type"][exportKind!="type"]${DEMO_SOURCE}`,
        message: "The product reaches demo/ only through app/server/demo.server.ts (a dynamic import when the demo is used).",
      })),
    ],
  },
};

export default tseslint.config(
  { ignores: ["build/**", "build-bench/**", ".react-router/**", "node_modules/**", "data/**", "reports/**", "test-results/**"] },
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  ...LAYER_RULES,
  DEMO_BY_DYNAMIC_IMPORT,
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
