/**
 * The page a visitor gets while the database is unreachable: plain HTML from the proxy, no
 * script and no data, so it never depends on what is down. "Tentar novamente" reloads the page.
 */
export const unavailablePage = `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Serviço temporariamente indisponível | Volkswagen</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#fff}
header{background:#001e50;color:#fff;padding:16px 20px;font-weight:700}
main{max-width:40rem;margin:0 auto;padding:32px 20px}
h1{color:#001e50;font-size:1.75rem;line-height:1.2;margin:0 0 16px}
p{font-size:1.0625rem;line-height:1.5;margin:0 0 16px}
a{display:inline-block;background:#001e50;color:#fff;font-weight:700;border-radius:999px;padding:12px 24px;text-decoration:none}
a:focus-visible{outline:3px solid #0040c5;outline-offset:3px}
</style>
</head>
<body>
<header>Volkswagen</header>
<main>
<h1>Serviço temporariamente indisponível</h1>
<p>Estamos com uma instabilidade momentânea e não conseguimos carregar esta página. Nenhum dado seu foi perdido.</p>
<p>Tente novamente em instantes.</p>
<a href="">Tentar novamente</a>
</main>
</body>
</html>
`;

/** Seconds a browser or a proxy should wait before asking again. */
export const unavailableRetryAfterSeconds = 5;

// No script, no frame, no form: the page needs only its own inline style.
export const unavailablePagePolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
