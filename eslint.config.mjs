import { readdirSync, existsSync } from "node:fs";
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

const zones = [
  { target: "./src/features", from: "./src/app", message: "Features never import routes." },
  ...["ui", "lib", "db"].flatMap((layer) => [
    { target: `./src/${layer}`, from: "./src/app", message: `${layer} never imports routes.` },
    {
      target: `./src/${layer}`,
      from: "./src/features",
      message: `${layer} never imports features.`,
    },
  ]),
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
    rules: {
      "import/no-restricted-paths": ["error", { zones }],
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
    ignores: [
      ".next/**",
      "node_modules/**",
      ".data/**",
      "src/db/migrations/**",
      "bench/results/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
];

export default config;
