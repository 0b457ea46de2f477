import { openApiContract } from "@/features/platform/server";
import { buildOpenApiDocument, defineRoute } from "@/lib/http";
import packageJson from "../../../../../package.json" with { type: "json" };
import { apiContracts } from "../api-contracts";

export const dynamic = "force-dynamic";

const document = buildOpenApiDocument(apiContracts, packageJson.version);

export const GET = defineRoute(openApiContract, () => ({ body: document }));
