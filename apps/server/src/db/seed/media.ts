// Small binary files for the demo data, made here so the repository carries no fixtures:
// PNG figures (a minimal encoder on node:zlib: RGB, no filtering, CRC32 per chunk) and WAV
// recordings (44-byte RIFF header + 16-bit PCM).
import { deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [20, 20, 20];
const BLUE: Rgb = [30, 70, 160];
const GREY: Rgb = [150, 150, 150];
const PAPER_LINE: Rgb = [200, 220, 240];

// A 5×7 bitmap font with the few glyphs the figures need ('#' = ink).
const GLYPHS: Record<string, readonly string[]> = {
  '0': ['.###.', '#...#', '#..##', '#.#.#', '##..#', '#...#', '.###.'],
  '1': ['..#..', '.##..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['#####', '...#.', '..#..', '...#.', '....#', '#...#', '.###.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  '6': ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
  a: ['.....', '.....', '.###.', '....#', '.####', '#...#', '.####'],
  b: ['#....', '#....', '#.##.', '##..#', '#...#', '#...#', '####.'],
  c: ['.....', '.....', '.###.', '#....', '#....', '#...#', '.###.'],
  g: ['.....', '.####', '#...#', '#...#', '.####', '....#', '.###.'],
  h: ['#....', '#....', '#.##.', '##..#', '#...#', '#...#', '#...#'],
  m: ['.....', '.....', '##.#.', '#.#.#', '#.#.#', '#...#', '#...#'],
  r: ['.....', '.....', '#.##.', '##..#', '#....', '#....', '#....'],
  x: ['.....', '.....', '#...#', '.#.#.', '..#..', '.#.#.', '#...#'],
  y: ['.....', '.....', '#...#', '#...#', '.####', '....#', '.###.'],
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  '=': ['.....', '.....', '#####', '.....', '#####', '.....', '.....'],
  '+': ['.....', '..#..', '..#..', '#####', '..#..', '..#..', '.....'],
  '-': ['.....', '.....', '.....', '#####', '.....', '.....', '.....'],
  '/': ['.....', '....#', '...#.', '..#..', '.#...', '#....', '.....'],
  '?': ['.###.', '#...#', '....#', '...#.', '..#..', '.....', '..#..'],
  ',': ['.....', '.....', '.....', '.....', '.##..', '..#..', '.#...'],
  '.': ['.....', '.....', '.....', '.....', '.....', '.##..', '.##..'],
  ' ': ['.....', '.....', '.....', '.....', '.....', '.....', '.....'],
};

class Canvas {
  readonly width: number;
  readonly height: number;
  readonly pixels: Uint8Array;

  constructor(width: number, height: number, background: Rgb = WHITE) {
    this.width = width;
    this.height = height;
    this.pixels = new Uint8Array(width * height * 3);
    for (let i = 0; i < this.pixels.length; i++) this.pixels[i] = background[i % 3] as number;
  }

  dot(x: number, y: number, color: Rgb, size = 1): void {
    const x0 = Math.round(x - (size - 1) / 2);
    const y0 = Math.round(y - (size - 1) / 2);
    for (let dy = 0; dy < size; dy++) {
      for (let dx = 0; dx < size; dx++) {
        const px = x0 + dx;
        const py = y0 + dy;
        if (px >= 0 && py >= 0 && px < this.width && py < this.height) this.pixels.set(color, (py * this.width + px) * 3);
      }
    }
  }

  /** A straight line; `dash` > 0 draws dash-long pieces with gaps of the same length. */
  line(x0: number, y0: number, x1: number, y1: number, color: Rgb, size = 2, dash = 0): void {
    const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
    for (let i = 0; i <= steps; i++) {
      if (dash > 0 && Math.floor(i / dash) % 2 === 1) continue;
      this.dot(x0 + ((x1 - x0) * i) / steps, y0 + ((y1 - y0) * i) / steps, color, size);
    }
  }

  polygon(points: readonly (readonly [number, number])[], color: Rgb, size = 2): void {
    points.forEach(([x, y], i) => {
      const [nx, ny] = points[(i + 1) % points.length] as readonly [number, number];
      this.line(x, y, nx, ny, color, size);
    });
  }

  circle(cx: number, cy: number, r: number, color: Rgb, size = 2): void {
    const steps = Math.ceil(2 * Math.PI * r * 2);
    for (let i = 0; i < steps; i++) {
      const t = (2 * Math.PI * i) / steps;
      this.dot(cx + r * Math.cos(t), cy + r * Math.sin(t), color, size);
    }
  }

  /** Text in the 5×7 font; returns its width. */
  text(x: number, y: number, text: string, color: Rgb, scale = 1): number {
    let cx = Math.round(x);
    for (const ch of text) {
      const glyph = (GLYPHS[ch] ?? GLYPHS['?'] ?? []).join('');
      for (let i = 0; i < 35; i++) {
        if (glyph[i] !== '#') continue;
        for (let sy = 0; sy < scale; sy++) {
          for (let sx = 0; sx < scale; sx++) this.dot(cx + (i % 5) * scale + sx, Math.round(y) + Math.floor(i / 5) * scale + sy, color);
        }
      }
      cx += 6 * scale;
    }
    return textWidth(text, scale);
  }

  /** A stacked fraction with its bar; returns its width. */
  fraction(x: number, y: number, numerator: string, denominator: string, color: Rgb, scale = 1): number {
    const width = Math.max(textWidth(numerator, scale), textWidth(denominator, scale)) + 2 * scale;
    this.text(x + (width - textWidth(numerator, scale)) / 2, y, numerator, color, scale);
    this.line(x, y + 9 * scale, x + width - 1, y + 9 * scale, color, scale);
    this.text(x + (width - textWidth(denominator, scale)) / 2, y + 11 * scale, denominator, color, scale);
    return width;
  }

  toPng(): Buffer {
    const rowBytes = this.width * 3;
    const raw = Buffer.alloc((rowBytes + 1) * this.height);
    for (let y = 0; y < this.height; y++) {
      raw[y * (rowBytes + 1)] = 0; // filter: none
      raw.set(this.pixels.subarray(y * rowBytes, (y + 1) * rowBytes), y * (rowBytes + 1) + 1);
    }
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header.set([8, 2, 0, 0, 0], 8); // 8 bits per sample, RGB, deflate, no filter, no interlace
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

function textWidth(text: string, scale = 1): number {
  return text.length === 0 ? 0 : (text.length * 6 - 1) * scale;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb8_8320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Uint8Array): number {
  let c = 0xffff_ffff;
  for (const byte of data) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffff_ffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

// ---- Figures of geometry problems (140×90, lengths labelled as in the problem text) ----

const FIG_W = 140;
const FIG_H = 90;

/** A rectangle a × b with its side lengths. */
export function rectangleFigure(a: number, b: number, labelA: string, labelB: string): Buffer {
  const c = new Canvas(FIG_W, FIG_H);
  const s = Math.min(80 / a, 55 / b);
  const w = Math.round(a * s);
  const h = Math.round(b * s);
  const x0 = 10 + Math.round((80 - w) / 2);
  const y0 = 8 + Math.round((55 - h) / 2);
  c.polygon([[x0, y0], [x0 + w, y0], [x0 + w, y0 + h], [x0, y0 + h]], BLACK);
  c.text(x0 + (w - textWidth(labelA)) / 2, y0 + h + 6, labelA, BLUE);
  c.text(x0 + w + 6, y0 + (h - 7) / 2, labelB, BLUE);
  return c.toPng();
}

/** A triangle with base g and its height h (dashed). */
export function triangleFigure(g: number, h: number, labelG: string, labelH: string): Buffer {
  const c = new Canvas(FIG_W, FIG_H);
  const s = Math.min(75 / g, 60 / h);
  const w = Math.round(g * s);
  const hh = Math.round(h * s);
  const x0 = 8;
  const yb = 70;
  const apex = x0 + Math.round(w * 0.35);
  c.polygon([[x0, yb], [x0 + w, yb], [apex, yb - hh]], BLACK);
  c.line(apex, yb - hh, apex, yb, GREY, 1, 3);
  c.text(x0 + (w - textWidth(labelG)) / 2, yb + 6, labelG, BLUE);
  c.text(FIG_W - 3 - textWidth(labelH), yb - hh / 2 - 3, labelH, BLUE);
  return c.toPng();
}

/** A right triangle with legs a (bottom) and b (left); the hypotenuse gets `labelC`. */
export function rightTriangleFigure(a: number, b: number, labelA: string, labelB: string, labelC: string): Buffer {
  const c = new Canvas(FIG_W, FIG_H);
  const s = Math.min(75 / a, 60 / b);
  const w = Math.round(a * s);
  const h = Math.round(b * s);
  const x0 = 44;
  const yb = 72;
  c.polygon([[x0, yb], [x0 + w, yb], [x0, yb - h]], BLACK);
  c.polygon([[x0, yb - 8], [x0 + 8, yb - 8], [x0 + 8, yb]], GREY, 1);
  c.text(x0 + (w - textWidth(labelA)) / 2, yb + 6, labelA, BLUE);
  c.text(x0 - 6 - textWidth(labelB), yb - h / 2 - 3, labelB, BLUE);
  c.text(x0 + w / 2 + 6, yb - h / 2 - 10, labelC, BLUE);
  return c.toPng();
}

/** A circle with its radius drawn and labelled. */
export function circleFigure(label: string): Buffer {
  const c = new Canvas(FIG_W, FIG_H);
  const r = 36;
  c.circle(42, 45, r, BLACK);
  c.dot(42, 45, BLACK, 3);
  c.line(42, 45, 42 + r, 45, BLUE, 1);
  c.text(42 + r + 6, 41, label, BLUE);
  return c.toPng();
}

// ---- Worksheet templates ----

/** A number line from 0 to 1 with `parts` equal parts, to mark fractions on. */
export function numberLineTemplate(parts: number): Buffer {
  const c = new Canvas(FIG_W, 40);
  const x0 = 10;
  const x1 = 130;
  c.line(x0, 18, x1, 18, BLACK, 1);
  for (let i = 0; i <= parts; i++) {
    const x = x0 + ((x1 - x0) * i) / parts;
    c.line(x, i % parts === 0 ? 12 : 14, x, i % parts === 0 ? 24 : 22, BLACK, 1);
  }
  c.text(x0 - 2, 28, '0', BLUE);
  c.text(x1 - 2, 28, '1', BLUE);
  return c.toPng();
}

/** A coordinate grid, x and y from 0 to 6. */
export function coordinateGridTemplate(): Buffer {
  const c = new Canvas(FIG_W, FIG_H);
  for (let i = 0; i <= 6; i++) {
    c.line(20 + i * 12, 10, 20 + i * 12, 82, PAPER_LINE, 1);
    c.line(20, 10 + i * 12, 92, 10 + i * 12, PAPER_LINE, 1);
  }
  c.line(20, 82, 98, 82, BLACK, 1);
  c.line(20, 82, 20, 4, BLACK, 1);
  c.text(102, 79, 'x', BLUE);
  c.text(24, 0, 'y', BLUE);
  return c.toPng();
}

/** A photographed exercise book: squared paper with a sum of two fractions written on it. */
export function notebookPhoto(a: [string, string], b: [string, string]): Buffer {
  const c = new Canvas(FIG_W, FIG_H, [250, 250, 246]);
  for (let x = 4; x < FIG_W; x += 10) c.line(x, 0, x, FIG_H - 1, PAPER_LINE, 1);
  for (let y = 4; y < FIG_H; y += 10) c.line(0, y, FIG_W - 1, y, PAPER_LINE, 1);
  let x = 14;
  x += c.fraction(x, 25, a[0], a[1], BLUE, 2) + 8;
  x += c.text(x, 36, '+', BLUE, 2) + 8;
  x += c.fraction(x, 25, b[0], b[1], BLUE, 2) + 8;
  x += c.text(x, 36, '=', BLUE, 2) + 8;
  c.text(x, 36, '?', BLUE, 2);
  return c.toPng();
}

// ---- Audio ----

/** A quiet sine tone as a WAV file: 8 kHz, mono, 16-bit PCM, with soft fade in and out. */
export function sineWav(seconds: number, frequency: number, amplitude = 0.1): Buffer {
  const rate = 8000;
  const samples = Math.round(seconds * rate);
  const fade = Math.round(rate * 0.05);
  const out = Buffer.alloc(44 + samples * 2);
  out.write('RIFF', 0, 'latin1');
  out.writeUInt32LE(36 + samples * 2, 4);
  out.write('WAVE', 8, 'latin1');
  out.write('fmt ', 12, 'latin1');
  out.writeUInt32LE(16, 16); // fmt chunk size
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(rate, 24);
  out.writeUInt32LE(rate * 2, 28); // bytes per second
  out.writeUInt16LE(2, 32); // block align
  out.writeUInt16LE(16, 34); // bits per sample
  out.write('data', 36, 'latin1');
  out.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) {
    const envelope = Math.min(1, i / fade, (samples - 1 - i) / fade);
    const value = Math.round(32767 * amplitude * envelope * Math.sin((2 * Math.PI * frequency * i) / rate));
    out.writeInt16LE(value, 44 + i * 2);
  }
  return out;
}
