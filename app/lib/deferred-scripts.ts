import { Buffer } from "node:buffer";

/**
 * Client JavaScript waits until the page's most important image (the one marked
 * `fetchpriority="high"`) has been painted, then loads all at once; on a slow phone
 * link ~100 KB of scripts fetched beside that image would otherwise delay it by a second. The page is fully
 * usable as HTML meanwhile (links and forms work); a first tap, key press or 2.5 s start it
 * earlier, and a page without such an image starts it at once.
 *
 * Done on the rendered HTML because React Router's `<Scripts />` owns its markup:
 * - the `<link rel="modulepreload">` tags, the preload of the interface texts the hydration
 *   needs (`<link rel="preload" as="fetch">`) and the web app manifest link move into an inert
 *   `<template>` (nothing is fetched). A phone browser fetches the manifest as soon as it sees
 *   the link, to decide whether to offer installing the shop, and that request shared the slow
 *   link with the main image;
 * - the bootstrap module script keeps its place and text but gets an inert type, so React still
 *   finds the element it rendered when it hydrates;
 * - a small inline loader copies the preloads into the head and runs the bootstrap text as a
 *   new module script. Both inline texts appear in the page, so the hash-based
 *   Content-Security-Policy covers them: the copy has the same text, hence the same hash.
 */

export const deferredBootType = "text/x-deferred-module";
export const hydrationCapMs = 2500;

const bootstrapOpen = Buffer.from('<script type="module" async="">');
const deferredBootOpen = Buffer.from(`<script type="${deferredBootType}" id="gz-boot">`);
const scriptClose = Buffer.from("</script>");
const preloadOpens = [
  Buffer.from('<link rel="modulepreload" href="'),
  Buffer.from('<link rel="preload" as="fetch" crossorigin="anonymous" href="'),
  Buffer.from('<link rel="manifest" href="'),
];
const preloadClose = Buffer.from('"/>');
const bodyClose = Buffer.from("</body>");
const quote = 0x22;

// Written out by hand (and kept tiny): it is part of every page. Runs at the end of <body>, so
// the image it waits for is already in the document.
export const deferredLoader =
  "(()=>{let d=document,started=0,go=()=>{if(started)return;started=1;" +
  'let p=d.getElementById("gz-preloads"),b=d.getElementById("gz-boot"),m=d.createElement("script");' +
  'if(p)d.head.append(p.content);m.type="module";m.textContent=b.textContent;d.head.append(m)},' +
  // Where the browser reports paints of marked elements (Element Timing, the image carries
  // `elementtiming`), the scripts start once it reports the image's: that is when the image is
  // on screen, which can be several frames after it was decoded on a slow phone. Elsewhere:
  // once it is loaded and decoded, a frame that paints it, the next frame. Either way they never
  // share the link with the image or its first paint. The report never comes for an image
  // scrolled out of view before it painted, so there the decode rule also applies, 300 ms
  // later. A broken image starts them at once.
  "f=requestAnimationFrame,P=window.PerformanceObserver,w=0," +
  "after=()=>i.decode().catch(()=>0).then(()=>f(()=>f(()=>setTimeout(go,w))))," +
  'i=d.querySelector("img[fetchpriority=high]");if(!i||i.complete&&!i.naturalWidth)return go();' +
  'i.addEventListener("error",go);' +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.includes("element")){w=300;' +
  'new P((l,o)=>{o.disconnect();setTimeout(go)}).observe({type:"element",buffered:true})}' +
  'if(i.complete)after();else i.addEventListener("load",after);' +
  `setTimeout(go,${hydrationCapMs});` +
  'for(let e of["pointerdown","keydown","touchstart"])addEventListener(e,go,{once:true,passive:true,capture:true})})()';

const preloadTemplateOpen = Buffer.from('<template id="gz-preloads">');
const preloadTemplateClose = Buffer.from("</template>");
const loaderScript = Buffer.from(`<script>${deferredLoader}</script>`);

/**
 * The page with its client JavaScript deferred as described above; the same bytes without a
 * bootstrap. Works on the encoded page in one pass of native byte searches: decoding ~70 KB of
 * UTF-8 to a string and encoding it back cost more than the rest of this step.
 */
export function deferClientScripts(html: Buffer): Buffer {
  const bootStart = html.indexOf(bootstrapOpen);
  if (bootStart === -1 || html.indexOf(scriptClose, bootStart) === -1) return html;
  const bodyEnd = html.lastIndexOf(bodyClose);
  const tailAt = bodyEnd === -1 ? html.length : bodyEnd;
  const parts: Buffer[] = [];
  const preloads: Buffer[] = [preloadTemplateOpen];
  let copied = 0;
  // Every edit lies before the tail, in document order: preloads out, the bootstrap retyped.
  const cut = (from: number, to: number, replacement?: Buffer) => {
    parts.push(html.subarray(copied, from));
    if (replacement) parts.push(replacement);
    copied = to;
  };
  // The next preload tag at or after `from`, of either kind: where it starts and its opener.
  // Each kind's next position is searched again only once it has been passed, so the page is
  // scanned about once per kind rather than once per tag.
  const nextAt = preloadOpens.map((open) => html.indexOf(open));
  const findPreload = (from: number): [at: number, open: Buffer] => {
    let found: [number, Buffer] = [-1, preloadOpens[0]!];
    preloadOpens.forEach((open, kind) => {
      if (nextAt[kind] !== -1 && nextAt[kind]! < from) nextAt[kind] = html.indexOf(open, from);
      const at = nextAt[kind]!;
      if (at !== -1 && (found[0] === -1 || at < found[0])) found = [at, open];
    });
    return found;
  };
  let [preload, preloadOpen] = findPreload(0);
  let bootPending = true;
  while (preload !== -1 || bootPending) {
    if (bootPending && (preload === -1 || bootStart < preload)) {
      cut(bootStart, bootStart + bootstrapOpen.length, deferredBootOpen);
      bootPending = false;
      continue;
    }
    const hrefEnd = html.indexOf(quote, preload + preloadOpen.length);
    const end = hrefEnd + preloadClose.length;
    if (hrefEnd !== -1 && html.subarray(hrefEnd, end).equals(preloadClose) && end <= tailAt) {
      cut(preload, end);
      preloads.push(html.subarray(preload, end));
    }
    [preload, preloadOpen] = findPreload(Math.max(end, preload + 1));
  }
  preloads.push(preloadTemplateClose);
  parts.push(html.subarray(copied, tailAt), ...preloads, loaderScript, html.subarray(tailAt));
  return Buffer.concat(parts);
}
