// Draws the Doubletop icon — a dartboard seen head-on — and writes the PNG and ICO files electron-builder
// needs. Run once with `node build/make-icons.mjs`; the outputs are committed so packaging needs no
// network and no image tools. Pure Node: a tiny PNG encoder over zlib, an ICO that embeds PNGs.
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

const BLACK = [24, 24, 27];
const CREAM = [245, 235, 205];
const RED = [200, 32, 44];
const GREEN = [22, 140, 72];
const WIRE = [190, 190, 196];
const SURROUND = [15, 23, 42];

// Radii as fractions of the board's outer double edge (a real board: 170 mm).
const R = {
  bull: 6.35 / 170,
  outerBull: 15.9 / 170,
  trebleIn: 99 / 170,
  trebleOut: 107 / 170,
  doubleIn: 162 / 170,
};

/** Colour of the board at (x, y) in a unit square, or null for transparent. */
function colourAt(x, y) {
  const dx = x - 0.5;
  const dy = y - 0.5;
  const dist = Math.hypot(dx, dy);
  if (dist > 0.5) return null;
  if (dist > 0.43) return SURROUND; // the black number ring
  const r = dist / 0.43;
  if (r <= R.bull) return RED;
  if (r <= R.outerBull) return GREEN;
  // Segment 0 is the "20" at the top; segments alternate dark/light, doubles and trebles red/green.
  const angle = (Math.atan2(dx, -dy) * 180) / Math.PI;
  const segment = Math.floor(((((angle + 9) % 360) + 360) % 360) / 18);
  const dark = segment % 2 === 0;
  const edge = Math.abs(((((angle + 9) % 18) + 18) % 18) - 9) > 8.6;
  if (edge && r > R.outerBull + 0.02) return WIRE;
  if ((r > R.trebleIn && r <= R.trebleOut) || r > R.doubleIn) return dark ? RED : GREEN;
  return dark ? BLACK : CREAM;
}

/** RGBA pixels, 4×4 supersampled so the rings are smooth at small sizes. */
function render(size) {
  const pixels = Buffer.alloc(size * size * 4);
  const n = 4;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < n; sy += 1) {
        for (let sx = 0; sx < n; sx += 1) {
          const c = colourAt((px + (sx + 0.5) / n) / size, (py + (sy + 0.5) / n) / size);
          if (!c) continue;
          r += c[0];
          g += c[1];
          b += c[2];
          a += 1;
        }
      }
      const i = (py * size + px) * 4;
      if (a > 0) {
        pixels[i] = Math.round(r / a);
        pixels[i + 1] = Math.round(g / a);
        pixels[i + 2] = Math.round(b / a);
      }
      pixels[i + 3] = Math.round((a / (n * n)) * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, k) => {
  let c = k;
  for (let j = 0; j < 8; j += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size) {
  const pixels = render(size);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    rows[y * (size * 4 + 1)] = 0; // filter: none
    pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An ICO holding PNG images (Windows Vista and later read these; NSIS needs a 256 px entry). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  const entries = [];
  let offset = 6 + 16 * images.length;
  for (const { size, data } of images) {
    const entry = Buffer.alloc(16);
    entry[0] = size >= 256 ? 0 : size;
    entry[1] = size >= 256 ? 0 : size;
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

const sizes = [16, 32, 48, 64, 128, 256, 512];
const pngs = new Map(sizes.map((size) => [size, png(size)]));
mkdirSync(join(here, 'icons'), { recursive: true });
for (const [size, data] of pngs) writeFileSync(join(here, 'icons', `${size}x${size}.png`), data);
writeFileSync(join(here, 'icon.png'), pngs.get(512));
writeFileSync(join(here, 'icon.ico'), ico([256, 48, 32, 16].map((size) => ({ size, data: pngs.get(size) }))));
console.log('Wrote build/icon.png, build/icon.ico and build/icons/*.png');
