// `npm run operator-credentials -- NAME`: issues a named operator credential (decision 018) for a
// person or a system that runs the storefront: flags, dealer credentials, offer negotiation. The
// credential is printed once; give it as `Authorization: Bearer` (or OPERATOR_TOKEN to the tools).
// `npm run operator-credentials -- --revoke ID` revokes one.
import { loadEnvironment } from "./environment";
import { callOperatorApi, describeError, withOwnDatabase } from "./operator-api";

await loadEnvironment();
const args = process.argv.slice(2);
const usage =
  'Uso: npm run operator-credentials -- "NOME DE QUEM RECEBE" | --revoke ID_DA_CREDENCIAL';

function print(issued: { id: string; name: string; token: string }) {
  console.log(`operador:   ${issued.name}\nid:         ${issued.id}\ncredencial: ${issued.token}`);
}

if (args[0] === "--revoke" && args[1]) {
  const id = args[1];
  const answer = await callOperatorApi(
    "DELETE",
    `/api/v1/operator/credentials/${encodeURIComponent(id)}`,
  );
  if (answer) {
    if (answer.status !== 200) console.error(describeError(answer));
    else console.log(`Credencial ${id} revogada.`);
    process.exit(answer.status === 200 ? 0 : 1);
  }
  const { revokeOperatorCredential } = await import("../src/lib/access/operators");
  const revoked = await withOwnDatabase(() => revokeOperatorCredential(id));
  console.log(revoked ? `Credencial ${id} revogada.` : `Nenhuma credencial ativa com id ${id}.`);
  process.exit(revoked ? 0 : 1);
}

const name = args
  .filter((arg) => !arg.startsWith("--"))
  .join(" ")
  .trim();
if (name.length < 2) {
  console.error(usage);
  process.exit(2);
}
const answer = await callOperatorApi("POST", "/api/v1/operator/credentials", { name });
if (answer) {
  if (answer.status !== 201) {
    console.error(describeError(answer));
    process.exit(1);
  }
  print(answer.body as unknown as { id: string; name: string; token: string });
} else {
  const { issueOperatorCredential } = await import("../src/lib/access/operators");
  print(await withOwnDatabase(() => issueOperatorCredential(name)));
}
