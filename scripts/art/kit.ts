/**
 * The drawing kit of the site's artwork: its palette (from src/styles/brand.ts), shape helpers and
 * the props scenes share (floors, desks, shelves, boards, people). Flat vector in one style: soft
 * rounded forms, no outlines but fine ink details, no text, no rasters. Robots are not drawn here:
 * a scene places them with `placeRobot` from ./robots (docs/decisions/3360).
 */
import { colors } from '~/styles/brand';

export const C = {
  ink: colors.ink[900],
  ink2: colors.ink[800],
  ink3: colors.ink[700],
  ink4: colors.ink[600],
  ink5: colors.ink[300],
  ink6: colors.ink[100],
  deep: colors.ink[950],
  teal: colors.brand[600],
  teal2: colors.brand[500],
  teal3: colors.brand[400],
  teal4: colors.brand[300],
  teal5: colors.brand[200],
  teal6: colors.brand[100],
  mint: colors.brand[50],
  mist: colors.ink[50],
  white: colors.white,
  amber: colors.signal[400],
  amber2: colors.signal[300],
} as const;

/** A number as SVG writes it: at most one decimal, no trailing zero. */
export const n = (value: number) => String(Math.round(value * 10) / 10);

export const r = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}"${extra}/>`;
export const c = (cx: number, cy: number, radius: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius)}" fill="${fill}"${extra}/>`;
export const e = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
export const p = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
export const g = (transform: string, body: string) => `<g transform="${transform}">${body}</g>`;
/** A stroked line or curve with round ends. */
export const line = (d: string, colour: string, width = 2, opacity = 1) =>
  `<path d="${d}" stroke="${colour}" stroke-width="${n(width)}" fill="none" stroke-linecap="round" stroke-linejoin="round"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`;

/** The root element of a picture: its intrinsic size and a matching viewBox (pages reserve the space). */
export function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>\n`;
}

/** A faint square grid over a ground colour. */
export function grid(width: number, height: number, ground: string, lineColour: string, step = 40, opacity = 0.12, x = 0, y = 0): string {
  let d = '';
  for (let gx = x + step; gx < x + width; gx += step) d += `M${gx} ${y}V${y + height}`;
  for (let gy = y + step; gy < y + height; gy += step) d += `M${x} ${gy}H${x + width}`;
  return r(x, y, width, height, 0, ground) + `<path d="${d}" stroke="${lineColour}" stroke-width="1" opacity="${opacity}" fill="none"/>`;
}

/** A perspective grid floor from a horizon line down to the bottom edge. */
export function floor(width: number, top: number, bottom: number, lineColour: string, opacity = 0.25): string {
  let d = '';
  const mid = width / 2;
  const lanes = Math.ceil(width / 80);
  for (let i = -lanes; i <= lanes; i++) d += `M${n(mid + i * 40)} ${top}L${n(mid + i * 160)} ${bottom}`;
  for (let k = 1; k <= 5; k++) {
    const y = top + (bottom - top) * (k / 5) ** 1.6;
    d += `M0 ${n(y)}H${width}`;
  }
  return `<path d="${d}" stroke="${lineColour}" stroke-width="1.5" opacity="${opacity}" fill="none"/>`;
}

/** A soft shadow on the floor under something `width` wide whose foot is at (x, y). */
export const shadow = (x: number, y: number, width: number, opacity = 0.12) =>
  e(x, y, width / 2, Math.max(4, width / 18), C.ink, ` opacity="${opacity}"`);

/** A person as simple rounded shapes, standing with feet at (x, y); no face, no features. */
export function person(x: number, y: number, scale: number, body: string, head: string = C.ink3): string {
  return g(
    `translate(${n(x)} ${n(y)}) scale(${scale})`,
    r(-34, -94, 26, 94, 12, C.ink3) + r(8, -94, 26, 94, 12, C.ink3) + r(-44, -210, 88, 124, 40, body) + c(0, -248, 30, head),
  );
}

/** A person seated on a stool seen from behind, the seat at (x, y). */
export function seated(x: number, y: number, scale: number, body: string, head: string = C.ink3): string {
  return g(`translate(${n(x)} ${n(y)}) scale(${scale})`, r(-40, -96, 80, 100, 36, body) + c(0, -124, 27, head));
}

/** A person lying in a bed, head on the pillow at the left; (x, y) is the top of the mattress at its left end. */
export function patient(x: number, y: number, length: number): string {
  return (
    r(x + 6, y - 26, 76, 26, 13, C.white, ` stroke="${C.ink5}" stroke-width="2"`) +
    c(x + 46, y - 38, 22, C.ink3) +
    r(x + 74, y - 36, length - 84, 36, 18, C.teal3) +
    r(x + 74, y - 36, 34, 36, 12, C.teal4)
  );
}

/** A table or desk: top at y, from x to x + w, legs down to `foot`. */
export function desk(x: number, y: number, w: number, foot: number, top: string = C.white, legs: string = C.ink3): string {
  return r(x, y, w, 22, 8, top) + r(x + 16, y + 22, 14, foot - y - 22, 6, legs) + r(x + w - 30, y + 22, 14, foot - y - 22, 6, legs);
}

/** A hospital bed with its headboard at the left, the mattress top at y, wheels at `foot`. */
export function bed(x: number, y: number, w: number, foot: number): string {
  return (
    r(x, y - 60, 20, foot - y + 60, 8, C.ink3) +
    r(x + w - 20, y - 20, 20, foot - y + 20, 8, C.ink3) +
    r(x, y, w, 26, 10, C.white) +
    r(x + 10, y + 26, w - 20, 12, 6, C.ink2) +
    c(x + 30, foot, 9, C.ink2) +
    c(x + w - 30, foot, 9, C.ink2)
  );
}

/** A drip stand whose foot is at (x, y). */
export function dripStand(x: number, y: number, height: number): string {
  return (
    r(x - 4, y - height, 8, height, 4, C.ink3) +
    r(x - 24, y - 6, 48, 8, 4, C.ink3) +
    r(x - 22, y - height, 44, 7, 3.5, C.ink3) +
    r(x - 15, y - height + 10, 26, 44, 10, C.teal4) +
    line(`M${x - 2} ${y - height + 54}q0 40-30 70`, C.teal3, 3)
  );
}

/** A heart-rate monitor on an arm; (x, y) is its top-left corner. */
export function monitor(x: number, y: number, w: number, h: number): string {
  const mid = y + h / 2;
  return (
    r(x, y, w, h, 16, C.ink2) + line(`M${x + 18} ${mid}h${w * 0.2}l12-26 18 48 16-34 9 12h${w * 0.3}`, C.teal4, 5) + c(x + w - 22, y + 20, 6, C.amber)
  );
}

/** A board or screen with simple diagram shapes; (x, y) is its top-left corner. */
export function board(x: number, y: number, w: number, h: number, kind: 'network' | 'shapes' | 'chart' = 'shapes'): string {
  const frame = r(x, y, w, h, 18, C.ink2);
  if (kind === 'network') {
    const nodes: [number, number][] = [
      [0.18, 0.28],
      [0.18, 0.72],
      [0.45, 0.2],
      [0.45, 0.5],
      [0.45, 0.8],
      [0.72, 0.5],
      [0.86, 0.25],
      [0.86, 0.75],
    ];
    const at = ([fx, fy]: [number, number]) => `${n(x + fx * w)} ${n(y + fy * h)}`;
    const links = [
      [0, 2],
      [0, 3],
      [1, 3],
      [1, 4],
      [2, 5],
      [3, 5],
      [4, 5],
      [5, 6],
      [5, 7],
    ]
      .map(([a, b]) => `M${at(nodes[a!]!)}L${at(nodes[b!]!)}`)
      .join('');
    return (
      frame +
      line(links, C.teal4, 3, 0.8) +
      nodes.map(([fx, fy], i) => c(x + fx * w, y + fy * h, i === 5 ? 13 : 9, i === 5 ? C.amber : C.teal4)).join('')
    );
  }
  if (kind === 'chart') {
    return (
      frame +
      r(x + w * 0.1, y + h * 0.16, w * 0.34, 12, 6, C.teal4) +
      r(x + w * 0.1, y + h * 0.16 + 24, w * 0.52, 9, 4.5, C.teal5, ' opacity=".55"') +
      line(
        `M${n(x + w * 0.12)} ${n(y + h * 0.82)}L${n(x + w * 0.32)} ${n(y + h * 0.56)} ${n(x + w * 0.5)} ${n(y + h * 0.7)} ${n(x + w * 0.68)} ${n(y + h * 0.46)} ${n(x + w * 0.88)} ${n(y + h * 0.6)}`,
        C.amber,
        7,
      )
    );
  }
  return (
    frame +
    c(x + w * 0.22, y + h * 0.42, h * 0.17, C.teal3) +
    p(`M${n(x + w * 0.4)} ${n(y + h * 0.6)}L${n(x + w * 0.5)} ${n(y + h * 0.22)} ${n(x + w * 0.6)} ${n(y + h * 0.6)}Z`, C.teal5) +
    r(x + w * 0.68, y + h * 0.26, w * 0.07, h * 0.34, 6, C.amber) +
    r(x + w * 0.78, y + h * 0.38, w * 0.07, h * 0.22, 6, C.teal2) +
    r(x + w * 0.12, y + h * 0.74, w * 0.76, 10, 5, C.teal5, ' opacity=".5"')
  );
}

/** Storage racks: `bays` columns and `rows` shelves from (x, y), boxes in the given colours. */
export function racks(x: number, y: number, w: number, h: number, rows: number, bays: number, frame: string, boxes: readonly string[]): string {
  const bay = w / bays;
  const level = h / rows;
  let out = '';
  for (let b = 0; b <= bays; b++) out += r(x + b * bay - 5, y, 10, h, 4, frame);
  for (let k = 1; k <= rows; k++) out += r(x - 5, y + k * level - 8, w + 10, 8, 3, frame);
  let i = 0;
  for (let k = 0; k < rows; k++) {
    for (let b = 0; b < bays; b++) {
      const count = 2 + ((k + b) % 2);
      const boxW = (bay - 24 - (count - 1) * 8) / count;
      for (let j = 0; j < count; j++) {
        const boxH = level * (0.42 + ((i * 7) % 4) * 0.06);
        out += r(x + b * bay + 12 + j * (boxW + 8), y + (k + 1) * level - 8 - boxH, boxW, boxH, 5, boxes[i % boxes.length]!);
        i++;
      }
    }
  }
  return out;
}

/** A parcel: a box with a tape band, bottom-left corner at (x, y). */
export function parcel(x: number, y: number, w: number, h: number, fill: string = C.amber): string {
  return (
    r(x, y - h, w, h, 6, fill) +
    r(x + w * 0.4, y - h, w * 0.2, h * 0.32, 2, C.white, ' opacity=".55"') +
    r(x, y - h * 0.62, w, h * 0.1, 0, C.ink, ' opacity=".1"')
  );
}

/** A conveyor belt whose top runs from x to x + w at height y, on legs down to `foot`. */
export function conveyor(x: number, y: number, w: number, foot: number, belt: string = C.ink2, legs: string = C.ink3): string {
  const rollers = Array.from({ length: Math.floor(w / 70) }, (_, i) => c(x + 30 + i * 70, y + 14, 8, C.teal4, ' opacity=".8"')).join('');
  return r(x + 30, y + 28, 14, foot - y - 28, 6, legs) + r(x + w - 44, y + 28, 14, foot - y - 28, 6, legs) + r(x, y, w, 28, 14, belt) + rollers;
}

/** A potted plant whose pot stands at (x, y). */
export function plant(x: number, y: number, scale = 1): string {
  return g(
    `translate(${n(x)} ${n(y)}) scale(${scale})`,
    e(0, -120, 40, 80, C.teal2) + e(-30, -90, 24, 52, C.teal3) + e(30, -96, 24, 56, C.teal3) + r(-34, -50, 68, 50, 14, C.ink3),
  );
}

/** A speech bubble with lines of text, tail at the bottom left; (x, y) is its top-left corner. */
export function bubble(x: number, y: number, w: number, h: number, fill: string, ink: string = C.white): string {
  return (
    r(x, y, w, h, h / 2.4, fill) +
    p(`M${n(x + 18)} ${n(y + h - 2)}l-6 20 26-20z`, fill) +
    r(x + 18, y + h * 0.3, w * 0.6, 7, 3.5, ink, ' opacity=".9"') +
    r(x + 18, y + h * 0.3 + 14, w * 0.4, 7, 3.5, ink, ' opacity=".6"')
  );
}

/** A window onto a city or trees: a frame with panes; (x, y) is its top-left corner. */
export function windowPane(x: number, y: number, w: number, h: number, sky: string = C.teal6): string {
  return (
    r(x, y, w, h, 18, sky) +
    r(x + w / 2 - 4, y, 8, h, 0, C.white) +
    r(x, y + h * 0.55 - 4, w, 8, 0, C.white) +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="none" stroke="${C.white}" stroke-width="10"/>`
  );
}

/** A palm tree whose trunk stands at (x, y). */
export function palm(x: number, y: number, scale: number, colour: string): string {
  return g(
    `translate(${n(x)} ${n(y)}) scale(${scale})`,
    p('M-6 0Q-2-110 6-200L14-200Q10-110 8 0Z', colour) +
      ['M10-200Q-40-230-90-200', 'M10-200Q60-235 110-205', 'M10-200Q-20-250-60-270', 'M10-200Q40-255 80-270', 'M10-200Q10-250 0-290']
        .map((d) => line(d, colour, 12))
        .join(''),
  );
}

/** A laptop seen from the front, its base at (x, y). */
export function laptop(x: number, y: number, w: number): string {
  return (
    r(x + w * 0.08, y - w * 0.6, w * 0.84, w * 0.56, 8, C.ink2) +
    r(x + w * 0.14, y - w * 0.54, w * 0.72, w * 0.44, 4, C.teal2) +
    r(x, y - 8, w, 10, 5, C.ink3)
  );
}

/** Skyline blocks along a baseline y (a city behind a window or on a horizon). */
export function skyline(x: number, y: number, w: number, colours: readonly string[]): string {
  const blocks: [number, number][] = [
    [0.0, 0.5],
    [0.09, 0.72],
    [0.17, 0.42],
    [0.26, 0.9],
    [0.34, 0.6],
    [0.45, 0.78],
    [0.55, 0.48],
    [0.64, 0.66],
    [0.74, 0.38],
    [0.83, 0.7],
    [0.92, 0.52],
  ];
  const unit = w / 11;
  return blocks.map(([fx, fh], i) => r(x + fx * w, y - fh * unit * 3.2, unit * 0.86, fh * unit * 3.2, 4, colours[i % colours.length]!)).join('');
}
