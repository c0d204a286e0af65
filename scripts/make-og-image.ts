// Renders public/og-image.png, the default social preview (1200×630). Run once after changing
// the brand: `node scripts/make-og-image.ts`. Uses the cover-art generator plus the logo mark.
import sharp from "sharp";
import { buildCoverSvg } from "#db/seed/cover-art.ts";

const bg = buildCoverSvg(
  { slug: "gamezone-brand", palette: ["#0a0a13", "#8b5cf6", "#22d3ee"], motif: "bolt" },
  "wide",
);
const base = await sharp(Buffer.from(bg)).resize(1200, 630, { fit: "cover" }).png().toBuffer();
const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8b5cf6"/><stop offset=".5" stop-color="#d946ef"/><stop offset="1" stop-color="#22d3ee"/></linearGradient><linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#05050a" stop-opacity=".92"/><stop offset=".6" stop-color="#05050a" stop-opacity=".35"/><stop offset="1" stop-color="#05050a" stop-opacity="0"/></linearGradient></defs><rect width="1200" height="630" fill="url(#fade)"/><g transform="translate(110 175)"><rect width="280" height="280" rx="70" fill="url(#g)"/><g fill="none" stroke="#fff" stroke-width="20" stroke-linecap="round" stroke-linejoin="round"><rect x="52" y="100" width="176" height="96" rx="48"/><path d="M96 130v36M78 148h36"/></g><circle cx="176" cy="138" r="11" fill="#fff"/><circle cx="198" cy="160" r="11" fill="#fff"/></g><g font-family="DejaVu Sans, Arial, sans-serif" fill="#fff"><text x="440" y="318" font-size="104" font-weight="800">Game<tspan fill="#d946ef">Zone</tspan></text><text x="446" y="380" font-size="25" font-weight="700" letter-spacing="2" fill="#c4c4e0">INSTANT RECHARGE. INSTANT VICTORY!</text></g></svg>`;
const out = await sharp(base)
  .composite([{ input: Buffer.from(logo) }])
  .png({ compressionLevel: 9, palette: true, quality: 90 })
  .toFile("public/og-image.png");
console.log(`public/og-image.png ${out.width}x${out.height}, ${out.size} bytes`);
