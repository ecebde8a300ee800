/**
 * The browsable API reference at /api/docs: one self-contained page (no CDN; the product runs
 * without internet) that reads /api/docs/openapi.json and lists every operation by tag, with its
 * parameters, body and response schemas. Its script is an external file so the CSP stays strict.
 */
export const DOCS_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Portolan API</title>
<style>
body { font: 14px/1.45 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Arial, sans-serif; margin: 0; color: #1c2127; background: #f6f7f9; }
header { background: #1c2127; color: #fff; padding: 14px 24px; display: flex; gap: 16px; align-items: baseline; flex-wrap: wrap; }
header h1 { font-size: 18px; margin: 0; } header a { color: #8abbff; }
main { max-width: 1100px; margin: 0 auto; padding: 16px 24px 48px; }
input[type=search] { width: 100%; box-sizing: border-box; padding: 8px 10px; font-size: 14px; border: 1px solid #c5cbd3; border-radius: 4px; margin: 8px 0 16px; }
h2 { font-size: 16px; margin: 24px 0 8px; border-bottom: 1px solid #d3d8de; padding-bottom: 4px; }
details { background: #fff; border: 1px solid #d3d8de; border-radius: 4px; margin: 6px 0; }
summary { cursor: pointer; padding: 8px 10px; display: flex; gap: 10px; align-items: center; }
.m { font: 600 12px ui-monospace, monospace; min-width: 56px; text-align: center; padding: 2px 6px; border-radius: 3px; color: #fff; }
.get { background: #238551; } .post { background: #2d72d2; } .put, .patch { background: #c87619; } .delete { background: #cd4246; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12px; }
pre { background: #f6f7f9; padding: 8px; overflow: auto; border-radius: 3px; margin: 4px 0 10px; }
.body { padding: 0 12px 10px; } .muted { color: #5f6b7c; } .lock { font-size: 12px; color: #5f6b7c; margin-left: auto; }
</style>
</head>
<body>
<header><h1>Portolan API</h1><span id="version" class="muted"></span><a href="/api/docs/openapi.json">openapi.json</a></header>
<main>
<p class="muted">Every route of this server, generated from the routes' own schemas. Send the <code>authToken</code> of
<code>POST /api/auth/v2/login/</code> as <code>Authorization: Bearer …</code>; answers use the envelope
<code>{"success": true, "data": …}</code> or <code>{"success": false, "error": {"message", "code"}}</code>.</p>
<label for="filter" class="muted">Filter</label>
<input id="filter" type="search" placeholder="path, tag or method" />
<div id="api" aria-live="polite">Loading…</div>
</main>
<script src="/api/docs/docs.js"></script>
</body>
</html>
`;

export const DOCS_JS = `(function () {
  var root = document.getElementById('api');
  function el(tag, cls, text) { var e = document.createElement(tag); if (cls) e.className = cls; if (text != null) e.textContent = text; return e; }
  function block(title, value) { var f = document.createDocumentFragment(); f.appendChild(el('div', 'muted', title)); f.appendChild(el('pre', '', JSON.stringify(value, null, 2))); return f; }
  function render(doc, filter) {
    root.textContent = '';
    var byTag = {};
    Object.keys(doc.paths).forEach(function (path) {
      Object.keys(doc.paths[path]).forEach(function (method) {
        var op = doc.paths[path][method];
        var hay = (method + ' ' + path + ' ' + op.tags.join(' ')).toLowerCase();
        if (filter && hay.indexOf(filter) < 0) return;
        (byTag[op.tags[0]] = byTag[op.tags[0]] || []).push({ path: path, method: method, op: op });
      });
    });
    var tags = Object.keys(byTag).sort();
    if (!tags.length) root.textContent = 'No route matches.';
    tags.forEach(function (tag) {
      root.appendChild(el('h2', '', tag));
      byTag[tag].forEach(function (r) {
        var d = el('details'); var s = el('summary');
        s.appendChild(el('span', 'm ' + r.method, r.method.toUpperCase()));
        s.appendChild(el('code', '', r.path));
        if (r.op.summary) s.appendChild(el('span', 'muted', r.op.summary));
        s.appendChild(el('span', 'lock', r.op.security && r.op.security.length === 0 ? 'public' : 'session' + (r.op['x-required'] ? ' · ' + r.op['x-required'] : '')));
        d.appendChild(s);
        var b = el('div', 'body');
        if (r.op.description) b.appendChild(el('p', '', r.op.description));
        if (r.op.parameters) b.appendChild(block('Parameters', r.op.parameters));
        if (r.op.requestBody) b.appendChild(block('Body', r.op.requestBody.content['application/json'].schema));
        b.appendChild(block('Responses', r.op.responses));
        d.appendChild(b); root.appendChild(d);
      });
    });
  }
  fetch('/api/docs/openapi.json').then(function (res) { return res.json(); }).then(function (doc) {
    document.getElementById('version').textContent = doc.info.version;
    var input = document.getElementById('filter');
    render(doc, '');
    input.addEventListener('input', function () { render(doc, input.value.trim().toLowerCase()); });
  }, function () { root.textContent = 'The API description could not be loaded.'; });
})();
`;
