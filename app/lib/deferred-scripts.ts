/**
 * Client JavaScript waits until the page's most important image (the one marked
 * `fetchpriority="high"`) has loaded, then loads all at once; on a slow phone link ~100 KB of
 * scripts fetched beside that image would otherwise delay it by a second. The page is fully
 * usable as HTML meanwhile (links and forms work); a first tap, key press or 2.5 s start it
 * earlier, and a page without such an image starts it at once.
 *
 * Done on the rendered HTML because React Router's `<Scripts />` owns its markup:
 * - the `<link rel="modulepreload">` tags move into an inert `<template>` (nothing is fetched);
 * - the bootstrap module script keeps its place and text but gets an inert type, so React still
 *   finds the element it rendered when it hydrates;
 * - a small inline loader copies the preloads into the head and runs the bootstrap text as a
 *   new module script. Both inline texts appear in the page, so the hash-based
 *   Content-Security-Policy covers them: the copy has the same text, hence the same hash.
 */

export const deferredBootType = "text/x-deferred-module";
export const hydrationCapMs = 2500;

const bootstrapScript = /<script type="module" async="">([\s\S]*?)<\/script>/;
const modulePreload = /<link rel="modulepreload" href="[^"]*"\/>/g;

// Written out by hand (and kept tiny): it is part of every page. Runs at the end of <body>, so
// the image it waits for is already in the document.
export const deferredLoader =
  "(()=>{let d=document,started=0,go=()=>{if(started)return;started=1;" +
  'let p=d.getElementById("gz-preloads"),b=d.getElementById("gz-boot"),m=d.createElement("script");' +
  'if(p)d.head.append(p.content);m.type="module";m.textContent=b.textContent;d.head.append(m)},' +
  'i=d.querySelector("img[fetchpriority=high]");if(!i||i.complete)return go();' +
  'i.addEventListener("load",go);i.addEventListener("error",go);' +
  `setTimeout(go,${hydrationCapMs});` +
  'for(let e of["pointerdown","keydown","touchstart"])addEventListener(e,go,{once:true,passive:true,capture:true})})()';

/** The page with its client JavaScript deferred as described above; unchanged without a bootstrap. */
export function deferClientScripts(html: string): string {
  const boot = bootstrapScript.exec(html);
  if (!boot) return html;
  const preloads = html.match(modulePreload) ?? [];
  let result = html.replace(modulePreload, "");
  result = result.replace(
    bootstrapScript,
    () => `<script type="${deferredBootType}" id="gz-boot">${boot[1]}</script>`,
  );
  const tail = `<template id="gz-preloads">${preloads.join("")}</template><script>${deferredLoader}</script>`;
  const end = result.lastIndexOf("</body>");
  return end === -1 ? result + tail : result.slice(0, end) + tail + result.slice(end);
}
