import { readdirSync, existsSync } from "node:fs";
import path from "node:path";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// The dependency direction of DESIGN.md: app -> features -> ui, lib, db.
// A feature is entered only through its public doors: index.ts (shared) and server.ts (server-only).
const features = existsSync("src/features")
  ? readdirSync("src/features", { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];
const publicDoors = ["./index.ts", "./server.ts"];

// The allowed order of features, bottom to top: a feature imports only features listed before it,
// so no cycle can form. A new feature takes its place here (the config refuses an unlisted one).
// Across the order, features compose in src/app or through a port (leads takes the subscription
// plan lookup as an argument: decision 031).
const featureOrder = [
  "analytics",
  "flags",
  "platform",
  "catalog",
  "location",
  "shell",
  "offers",
  "financing",
  "leads",
  "subscription",
  "identity",
  "account",
  "garage",
  "scheduling",
  "recall",
  "help",
];
const unplaced = features.filter((name) => !featureOrder.includes(name));
if (unplaced.length > 0) {
  throw new Error(`eslint.config.mjs: place ${unplaced.join(", ")} in featureOrder`);
}

// Modules only the server may load: client code ("use client") that imports one is refused.
const serverOnlySources =
  /^(server-only$|node:|@\/db(\/|$)|@\/lib\/(config|http|access|logger|mail)(\/|\.|$)|@\/features\/[^/]+\/server$)/;

const clientImportsRule = {
  meta: {
    type: "problem",
    messages: {
      serverOnly:
        "Client code ('use client') cannot import {{source}}: it is server-only (config, database, HTTP edge, a feature's server door).",
    },
    schema: [],
  },
  create(context) {
    const isClient = context.sourceCode.ast.body.some(
      (node) => node.type === "ExpressionStatement" && node.directive === "use client",
    );
    if (!isClient) return {};
    // A relative import names the same module as its "@/" path: "../../lib/config" is @/lib/config.
    const srcRoot = path.resolve("src");
    const aliased = (source) => {
      if (!source.startsWith(".")) return source;
      const target = path.resolve(path.dirname(context.filename), source);
      const inSrc = path.relative(srcRoot, target);
      return inSrc.startsWith("..") ? source : `@/${inSrc.split(path.sep).join("/")}`;
    };
    const check = (node, source) => {
      if (typeof source === "string" && serverOnlySources.test(aliased(source))) {
        context.report({ node, messageId: "serverOnly", data: { source } });
      }
    };
    return {
      ImportDeclaration(node) {
        if (node.importKind !== "type") check(node, node.source.value);
      },
      ImportExpression(node) {
        if (node.source.type === "Literal") check(node, node.source.value);
      },
    };
  },
};

const zones = [
  { target: "./src/features", from: "./src/app", message: "Features never import routes." },
  ...["ui", "lib", "db"].flatMap((layer) => [
    { target: `./src/${layer}`, from: "./src/app", message: `${layer} never imports routes.` },
    {
      target: `./src/${layer}`,
      from: "./src/features",
      // The seed prices its financing offers with the simulator's own pure maths.
      except: layer === "db" ? ["./financing/domain"] : [],
      message: `${layer} never imports features.`,
    },
  ]),
  {
    target: ["./src/db/*.ts", "./src/db/schema/**"],
    from: "./src/features/financing/domain",
    message: "Only the seed (src/db/seed) reads the financing maths.",
  },
  ...features.map((name) => ({
    target: "./src/app",
    from: `./src/features/${name}`,
    except: publicDoors,
    message: `Import the ${name} feature through its index.ts or server.ts.`,
  })),
  ...features.flatMap((name) =>
    features
      .filter((other) => other !== name)
      .map((other) => ({
        target: `./src/features/${name}`,
        from: `./src/features/${other}`,
        except: publicDoors,
        message: `Import the ${other} feature through its index.ts or server.ts.`,
      })),
  ),
  ...featureOrder.flatMap((name, index) =>
    featureOrder.slice(index + 1).map((higher) => ({
      target: `./src/features/${name}`,
      from: `./src/features/${higher}`,
      message: `${name} sits below ${higher} in featureOrder (eslint.config.mjs): compose them in src/app or pass a port.`,
    })),
  ),
  // The database layer reads only the configuration and the logger, which import nothing above.
  {
    target: "./src/db",
    from: "./src/lib",
    except: [
      "./config.ts",
      "./logger.ts",
      "./process-state.ts",
      "./brazilian-states.ts",
      "./vin-codes.ts",
      "./vehicle-year.ts",
    ],
    message:
      "db sits below lib: it reads only lib/config.ts, lib/logger.ts, lib/process-state.ts and the pure lib/brazilian-states.ts, lib/vin-codes.ts and lib/vehicle-year.ts.",
  },
  {
    target: [
      "./src/lib/config.ts",
      "./src/lib/logger.ts",
      "./src/lib/process-state.ts",
      "./src/lib/brazilian-states.ts",
      "./src/lib/vin-codes.ts",
      "./src/lib/vehicle-year.ts",
    ],
    from: "./src/db",
    message: "lib/config.ts and lib/logger.ts sit below db.",
  },
  ...features.map((name) => ({
    target: `./src/features/${name}/domain`,
    from: [
      "./src/db",
      "./src/ui",
      `./src/features/${name}/server`,
      `./src/features/${name}/components`,
    ],
    message: "domain/ holds pure rules: no database, React or server imports.",
  })),
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    plugins: { storefront: { rules: { "client-imports": clientImportsRule } } },
    rules: {
      "import/no-restricted-paths": ["error", { zones }],
      "storefront/client-imports": "error",
      "@typescript-eslint/no-non-null-assertion": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
    },
  },
  {
    // domain/ holds pure rules: no framework, no other feature, nothing of the server.
    files: ["src/features/*/domain/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(react|react-dom|next)(/|$)",
              message: "domain/ holds pure rules: no React or Next.js.",
            },
            {
              regex: "^@/(features|db|ui)(/|$)|^@/lib/(config|http|access|logger|mail)",
              message: "domain/ holds pure rules: no other feature, database or server module.",
            },
            { regex: "^server-only$", message: "domain/ is pure: it runs anywhere." },
            {
              // domain/ has no subfolders: two levels up leaves the feature.
              regex: "^\\.\\./\\.\\./",
              message: "domain/ holds pure rules: no other feature, database or server module.",
            },
          ],
        },
      ],
    },
  },
  {
    // A feature's door names what it lets out; `export *` would let out whatever a file adds.
    files: ["src/features/**/*.{ts,tsx}", "src/lib/**/*.{ts,tsx}", "src/ui/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ExportAllDeclaration",
          message: "Name each export: a door lets out only what other folders use.",
        },
      ],
    },
  },
  {
    ignores: [
      ".next/**",
      "bench/baseline/.next/**",
      "bench/baseline/.data/**",
      "node_modules/**",
      ".data/**",
      "src/db/migrations/**",
      "bench/results/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
      "bench/baseline/next-env.d.ts",
    ],
  },
];

export default config;
