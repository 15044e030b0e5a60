/**
 * The console's one page. Static: no data is ever written into it (everything arrives over the WebSocket and is
 * put in the DOM as text), so it needs no escaping. Its scripts are `dist/web` (src/console/web, built by
 * `npm run build`); URLs are relative so an exposed console's token prefix carries over.
 */
export function consolePage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>spine console</title>
<style>
  * { box-sizing: border-box; }
  body { margin: 0; font: 13px/1.4 system-ui, sans-serif; background: #111418; color: #dde3ea; display: flex; height: 100vh; }
  #map { flex: 1; position: relative; min-width: 0; }
  #map canvas { width: 100%; height: 100%; display: block; cursor: grab; }
  #legend { position: absolute; left: 8px; bottom: 8px; background: #1b2028d0; padding: 6px 8px; border-radius: 4px; font-size: 12px; }
  #legend span { display: inline-block; width: 10px; height: 10px; border-radius: 50%; margin: 0 4px 0 10px; vertical-align: -1px; }
  #status { position: absolute; left: 8px; top: 8px; background: #1b2028d0; padding: 4px 8px; border-radius: 4px; }
  #side { width: 400px; overflow-y: auto; border-left: 1px solid #2a313b; padding: 10px; }
  h2 { font-size: 12px; text-transform: uppercase; letter-spacing: .06em; color: #8b97a6; margin: 14px 0 6px; }
  select, textarea, input, button { font: inherit; color: inherit; background: #1b2028; border: 1px solid #333c48; border-radius: 4px; padding: 4px 6px; }
  textarea { width: 100%; height: 54px; resize: vertical; }
  button { cursor: pointer; padding: 4px 12px; }
  button:disabled { opacity: .4; cursor: default; }
  #start { background: #1f6f3a; } #stop { background: #8a2323; }
  .row { display: flex; gap: 6px; margin: 4px 0; align-items: center; }
  .row > select { flex: 1; min-width: 0; }
  #question { display: none; background: #3a2f10; border: 1px solid #a67c00; border-radius: 4px; padding: 8px; margin: 8px 0; }
  #question.open { display: block; }
  #question input { width: 100%; margin: 6px 0; }
  .kv { display: grid; grid-template-columns: 110px 1fr; gap: 2px 8px; }
  .kv dt { color: #8b97a6; } .kv dd { margin: 0; overflow-wrap: anywhere; }
  ol { margin: 0; padding-left: 20px; } li.run { color: #f7c21a; }
  .bad { color: #ff7070; } .good { color: #6fdc8c; } .muted { color: #8b97a6; }
  pre { white-space: pre-wrap; margin: 0; font: 12px/1.35 ui-monospace, monospace; }
</style>
</head>
<body>
<div id="map"><canvas id="canvas"></canvas><div id="status">connecting…</div>
<div id="legend"><span style="background:#8c949e"></span>prior region<span style="background:#298cf2"></span>discovered<span style="background:#f24d26"></span>robot<span style="background:#fabf1a"></span>plan<span style="background:#e61a1a;border-radius:0;height:3px"></span>removed</div></div>
<div id="side">
  <section id="controls">
    <h2>Mission</h2>
    <div class="row"><select id="builtin"><option value="">built-in missions…</option></select></div>
    <div class="row"><select id="world"></select><select id="planner"></select></div>
    <textarea id="mission" placeholder="What should the robot do?"></textarea>
    <div class="row"><button id="start">Start</button><button id="stop" disabled>Stop</button><span id="error" class="bad"></span></div>
  </section>
  <div id="question"><b id="question-kind">The robot asks</b><div id="question-text"></div>
    <input id="answer" placeholder="Your answer"><button id="send-answer">Answer</button></div>
  <section><h2>Iteration</h2><div id="iteration" class="muted">no mission yet</div></section>
  <section><h2>Metrics</h2><dl id="metrics" class="kv"></dl></section>
  <section><h2>Selected</h2><div id="selected" class="muted">click a node on the map</div></section>
</div>
<script type="module" src="app/console/web/main.js"></script>
</body>
</html>
`;
}
