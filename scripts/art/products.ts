/**
 * npm run art — writes the product artwork under content/images/products/.
 *
 * Original flat vector drawings in the site's one style (palette from src/styles/brand.ts, soft
 * rounded forms, no outlines but fine ink details, no text, no rasters). The robots are built
 * from shared parts here so every picture of Tara is the same Tara. Re-run after a change;
 * the SVGs are committed so the site never depends on this script.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { colors } from '~/styles/brand';

const C = {
  ink: colors.ink[900],
  ink2: colors.ink[800],
  ink3: colors.ink[700],
  teal: colors.brand[600],
  teal2: colors.brand[500],
  teal3: colors.brand[400],
  teal4: colors.brand[300],
  teal5: colors.brand[200],
  mint: colors.brand[50],
  mist: colors.ink[50],
  white: colors.white,
  amber: colors.signal[400],
} as const;

const out = join(process.cwd(), 'content', 'images', 'products');

const r = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra}/>`;
const c = (cx: number, cy: number, radius: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${fill}"${extra}/>`;
const e = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra}/>`;
const p = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const g = (transform: string, body: string) => `<g transform="${transform}">${body}</g>`;

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>\n`;
}

/** Faint square grid over a ground colour. */
function grid(width: number, height: number, ground: string, line: string, step = 40, opacity = 0.12): string {
  let d = '';
  for (let x = step; x < width; x += step) d += `M${x} 0V${height}`;
  for (let y = step; y < height; y += step) d += `M0 ${y}H${width}`;
  return r(0, 0, width, height, 0, ground) + `<path d="${d}" stroke="${line}" stroke-width="1" opacity="${opacity}" fill="none"/>`;
}

/** Perspective grid floor from a horizon line down to the bottom edge. */
function floor(width: number, top: number, bottom: number, line: string, opacity = 0.25): string {
  let d = '';
  const mid = width / 2;
  for (let i = -10; i <= 10; i++) d += `M${mid + i * 40} ${top}L${mid + i * 160} ${bottom}`;
  for (let k = 1; k <= 5; k++) {
    const y = top + (bottom - top) * (k / 5) ** 1.6;
    d += `M0 ${y.toFixed(1)}H${width}`;
  }
  return `<path d="${d}" stroke="${line}" stroke-width="1.5" opacity="${opacity}" fill="none"/>`;
}

type TaraOptions = {
  /** Chest: plain panel, touchscreen (Greet), soft cross (Care). */
  chest?: 'panel' | 'screen' | 'cross';
  /** Right arm raised in a wave. */
  wave?: boolean;
  /** Holds a tablet in the left hand (Learn). */
  tablet?: boolean;
  /** Dark silhouette with a teal rim (Gen 3 teaser). */
  silhouette?: boolean;
};

/** Tara, drawn in a 800×800 frame: x 240–560, y 96–700. */
function tara({ chest = 'panel', wave = false, tablet = false, silhouette = false }: TaraOptions = {}): string {
  const shell = silhouette ? C.ink2 : C.white;
  const shell2 = silhouette ? C.ink2 : C.mist;
  const joint = silhouette ? C.ink : C.ink3;
  const rim = silhouette ? ` stroke="${C.teal3}" stroke-width="2.5"` : '';
  const arm = (side: 1 | -1) => {
    const x = side === 1 ? 0 : 800;
    const sx = side === 1 ? 1 : -1;
    return g(
      `translate(${x} 0) scale(${sx} 1)`,
      c(292, 298, 28, joint) +
        r(262, 300, 44, 126, 22, shell, rim) +
        c(284, 428, 17, joint) +
        r(262, 430, 44, 104, 22, joint) +
        r(256, 528, 56, 46, 22, silhouette ? C.ink : C.ink2),
    );
  };
  // The wave: upper arm swung out and up about the shoulder, forearm bent further at the elbow.
  const rightArm = wave
    ? g(
        'translate(800 0) scale(-1 1)',
        g(
          'rotate(100 292 298)',
          c(292, 298, 28, joint) +
            r(262, 300, 44, 126, 22, shell, rim) +
            g('rotate(75 284 428)', r(262, 430, 44, 104, 22, joint) + r(256, 528, 56, 46, 22, silhouette ? C.ink : C.ink2)) +
            c(284, 428, 17, joint),
        ),
      )
    : arm(-1);
  const chestParts =
    chest === 'screen'
      ? r(336, 296, 128, 92, 14, C.ink) +
        r(348, 308, 104, 10, 5, C.teal3) +
        r(348, 328, 70, 8, 4, C.teal4, ' opacity=".7"') +
        r(348, 346, 86, 8, 4, C.teal4, ' opacity=".5"') +
        c(436, 366, 10, C.teal3)
      : chest === 'cross'
        ? r(340, 300, 120, 84, 26, shell2) + r(388, 318, 24, 48, 8, C.teal2) + r(376, 330, 48, 24, 8, C.teal2)
        : r(340, 300, 120, 80, 24, shell2) + c(400, 340, 19, C.teal3) + c(400, 340, 8, C.teal5);
  const tabletPart = tablet
    ? g(
        'rotate(-12 250 520)',
        r(196, 470, 92, 120, 12, C.ink) +
          r(206, 482, 72, 84, 6, C.teal2) +
          r(216, 496, 40, 8, 4, C.teal5) +
          r(216, 512, 52, 6, 3, C.teal4) +
          r(216, 526, 30, 6, 3, C.teal4),
      )
    : '';
  return (
    // Legs and feet.
    r(332, 540, 56, 132, 26, joint) +
    r(412, 540, 56, 132, 26, joint) +
    c(360, 598, 16, shell2) +
    c(440, 598, 16, shell2) +
    r(318, 664, 80, 36, 17, silhouette ? C.ink : C.ink2) +
    r(402, 664, 80, 36, 17, silhouette ? C.ink : C.ink2) +
    // Hips and waist.
    r(318, 498, 164, 62, 28, shell, rim) +
    r(340, 468, 120, 40, 16, joint) +
    // Arms behind the torso edge.
    arm(1) +
    rightArm +
    // Torso.
    r(300, 266, 200, 214, 62, shell, rim) +
    chestParts +
    // Neck and head.
    r(382, 246, 36, 28, 8, joint) +
    r(304, 160, 20, 52, 10, C.teal3) +
    r(476, 160, 20, 52, 10, C.teal3) +
    r(320, 100, 160, 150, 70, shell, rim) +
    r(338, 142, 124, 66, 33, C.ink) +
    c(378, 175, 22, C.teal3, ' opacity=".35"') +
    c(422, 175, 22, C.teal3, ' opacity=".35"') +
    c(378, 175, 12, C.teal4) +
    c(422, 175, 12, C.teal4) +
    `<path d="M388 194q12 8 24 0" stroke="${C.teal4}" stroke-width="4" stroke-linecap="round" fill="none"/>` +
    tabletPart
  );
}

/** Daksha: wheeled base, lift mast with a crate, arm and a 360° camera head. 800×800 frame. */
function daksha(): string {
  return (
    e(400, 712, 240, 22, C.ink, ' opacity=".1"') +
    `<ellipse cx="330" cy="222" rx="150" ry="34" fill="none" stroke="${C.teal3}" stroke-width="3" stroke-dasharray="10 12" opacity=".7"/>` +
    r(300, 250, 60, 330, 22, C.ink3) +
    r(312, 270, 10, 290, 5, C.ink2) +
    // Arm.
    c(330, 262, 26, C.ink2) +
    r(330, 244, 210, 36, 18, C.white) +
    c(530, 262, 20, C.ink2) +
    r(514, 262, 32, 110, 16, C.white) +
    r(508, 366, 12, 40, 6, C.ink2) +
    r(540, 366, 12, 40, 6, C.ink2) +
    // Camera head.
    r(272, 180, 116, 70, 32, C.white) +
    r(272, 204, 116, 18, 0, C.teal3) +
    c(306, 213, 8, C.ink) +
    c(354, 213, 8, C.ink) +
    // Lift carriage with crate.
    r(352, 452, 190, 24, 10, C.teal) +
    r(372, 356, 150, 96, 14, C.amber) +
    r(372, 380, 150, 12, 0, C.ink, ' opacity=".12"') +
    r(428, 356, 38, 24, 6, C.white, ' opacity=".55"') +
    // Base.
    r(200, 560, 400, 116, 40, C.white) +
    r(224, 600, 352, 14, 7, C.teal3) +
    r(224, 626, 120, 8, 4, C.ink3, ' opacity=".25"') +
    c(282, 676, 40, C.ink2) +
    c(282, 676, 15, C.teal4) +
    c(518, 676, 40, C.ink2) +
    c(518, 676, 15, C.teal4)
  );
}

/** Octa Bot: slim mast with three sensor rings on a round base. 800×800 frame. */
function octa(): string {
  const ring = (y: number) =>
    e(400, y + 6, 84, 22, C.teal) + e(400, y, 84, 20, C.teal3) + e(400, y - 2, 54, 11, C.teal2) + r(382, y - 10, 36, 14, 0, C.white);
  return (
    e(400, 706, 190, 24, C.ink, ' opacity=".1"') +
    r(380, 180, 40, 470, 20, C.white) +
    r(400, 180, 20, 470, 0, C.mist) +
    ring(290) +
    ring(410) +
    ring(530) +
    c(400, 170, 36, C.white) +
    c(400, 170, 16, C.amber) +
    c(400, 170, 28, C.amber, ' opacity=".25"') +
    p('M250 640v30a150 40 0 0 0 300 0v-30z', C.ink3) +
    e(400, 640, 150, 40, C.white) +
    e(400, 640, 110, 26, C.mist) +
    `<path d="M262 672a150 40 0 0 0 276 0" stroke="${C.teal4}" stroke-width="5" fill="none" stroke-linecap="round"/>`
  );
}

/** Shop shelving behind Octa Bot. */
function shelves(x: number, y: number): string {
  const row = (yy: number, colors: string[]) =>
    r(x, yy + 70, 220, 12, 4, C.ink3, ' opacity=".35"') +
    colors.map((col, i) => r(x + 12 + i * 52, yy + 14 + (i % 2) * 12, 40, 56 - (i % 2) * 12, 8, col)).join('');
  return (
    r(x - 12, y, 244, 400, 20, C.white) +
    row(y + 10, [C.teal5, C.teal3, C.teal5, C.teal4]) +
    row(y + 110, [C.teal4, C.teal5, C.teal2, C.teal5]) +
    row(y + 210, [C.teal5, C.amber, C.teal5, C.teal3]) +
    row(y + 300, [C.teal3, C.teal5, C.teal4, C.teal5])
  );
}

/**
 * Rhino: a tracked ground vehicle drawn as technical equipment (docs/decisions/2700): dark armour
 * plates with teal edge light, road wheels in a track, a flat payload deck with tie-down points, a
 * sensor mast with one lens and a lidar, an antenna, and a measuring line under it. No face.
 * 800×800 frame, on the dark portrait.
 */
function rhino(): string {
  const edge = (d: string, width = 2, opacity = 0.9) =>
    `<path d="${d}" stroke="${C.teal3}" stroke-width="${width}" fill="none" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}"/>`;
  const line = (d: string, colour: string, width = 2, opacity = 1) =>
    `<path d="${d}" stroke="${colour}" stroke-width="${width}" fill="none" stroke-linecap="round" opacity="${opacity}"/>`;
  const roadWheels = [230, 314, 398, 482, 566]
    .map((x) => c(x, 614, 30, C.ink3) + c(x, 614, 12, C.ink2) + c(x, 614, 4, C.teal4, ' opacity=".8"'))
    .join('');
  const tieDowns = [236, 330, 470, 564].map((x) => r(x - 7, 436, 14, 8, 2, C.teal4, ' opacity=".8"')).join('');
  return (
    e(400, 700, 320, 18, C.ink, ' opacity=".45"') +
    // Measuring line: the length of the vehicle, as on a drawing (no figures in the art).
    line('M128 742H672M128 730V754M672 730V754', C.teal3, 2, 0.55) +
    // Track and wheels.
    r(126, 560, 548, 112, 56, C.ink) +
    `<rect x="126" y="560" width="548" height="112" rx="56" fill="none" stroke="${C.ink3}" stroke-width="10" stroke-dasharray="6 8"/>` +
    c(178, 616, 40, C.ink2) +
    c(178, 616, 16, C.ink3) +
    c(622, 616, 40, C.ink2) +
    c(622, 616, 16, C.ink3) +
    roadWheels +
    // Hull: sloped armour with panel lines and edge light.
    p('M150 566 196 462Q202 448 218 448H582Q598 448 604 462L650 566Z', C.ink2) +
    p('M196 462 228 404H572L604 462Z', C.ink3) +
    line('M230 462V566M400 462V566M570 462V566M196 512H604', C.ink, 3, 0.7) +
    edge('M150 566 196 462 228 404H572L604 462 650 566') +
    r(618, 520, 18, 12, 3, C.amber, ' opacity=".9"') +
    // Payload deck with tie-down points and a strapped load drawn in outline.
    r(214, 390, 372, 22, 4, C.ink2) +
    edge('M214 390H586', 2, 0.7) +
    tieDowns +
    `<rect x="250" y="318" width="180" height="72" rx="6" fill="${C.ink3}" stroke="${C.teal3}" stroke-width="2" stroke-opacity=".6"/>` +
    line('M300 318V390M380 318V390', C.teal3, 2, 0.35) +
    // Sensor mast: one pod with a single lens and a lidar on top.
    r(520, 258, 16, 132, 4, C.ink3) +
    r(484, 214, 92, 48, 8, C.ink2) +
    edge('M484 222Q484 214 492 214H568Q576 214 576 222V254Q576 262 568 262H492Q484 262 484 254Z', 2, 0.8) +
    r(498, 228, 36, 20, 4, C.ink) +
    c(516, 238, 7, C.teal3) +
    r(546, 232, 20, 4, 2, C.teal4, ' opacity=".7"') +
    r(546, 242, 14, 4, 2, C.teal4, ' opacity=".45"') +
    r(508, 192, 44, 22, 6, C.ink3) +
    e(530, 192, 22, 6, C.teal2, ' opacity=".7"') +
    // Antenna.
    line('M452 404V206', C.ink3, 5) +
    c(452, 202, 5, C.teal3)
  );
}

/**
 * Guardian: not yet shown, so a low shape under a fitted cover on a dark stage, lit from above,
 * its outline caught by teal edge light: technical and serious, no invented detail. 800×800 frame.
 */
function guardian(): string {
  return (
    p('M400 40 250 700H550Z', C.teal3, ' opacity=".06"') +
    e(400, 704, 300, 20, C.ink, ' opacity=".45"') +
    p('M150 690Q158 560 214 500Q260 452 330 440Q400 396 470 440Q540 452 586 500Q642 560 650 690Z', C.ink2) +
    `<path d="M214 500Q300 520 400 470Q500 520 586 500M330 440Q360 560 320 690M470 440Q440 560 480 690M400 470V690" stroke="${C.ink}" stroke-width="4" fill="none" opacity=".7" stroke-linecap="round"/>` +
    `<path d="M150 690Q158 560 214 500Q260 452 330 440Q400 396 470 440Q540 452 586 500Q642 560 650 690" stroke="${C.teal3}" stroke-width="2.5" fill="none" opacity=".8" stroke-linecap="round"/>` +
    r(140, 688, 520, 8, 4, C.teal3, ' opacity=".5"')
  );
}

/** A person as simple rounded shapes (no faces, no features). */
function person(x: number, y: number, scale: number, body: string, head = C.ink3): string {
  return g(
    `translate(${x} ${y}) scale(${scale})`,
    c(0, -150, 30, head) + r(-44, -112, 88, 120, 40, body) + r(-34, 4, 26, 90, 12, C.ink3) + r(8, 4, 26, 90, 12, C.ink3),
  );
}

function portrait(body: string, options: { backdrop?: string; dark?: boolean } = {}): string {
  return svg(
    800,
    800,
    (options.dark ? grid(800, 800, C.ink, C.teal3, 40, 0.12) : grid(800, 800, C.mint, C.teal2, 40, 0.1)) +
      c(400, 380, 270, options.backdrop ?? C.teal5, ' opacity=".55"') +
      body,
  );
}

const files: Record<string, string> = {
  'tara.svg': portrait(e(400, 708, 200, 20, C.ink, ' opacity=".1"') + tara()),
  'tara-learn.svg': portrait(
    e(400, 708, 220, 20, C.ink, ' opacity=".1"') +
      r(560, 640, 130, 28, 8, C.teal) +
      r(572, 612, 110, 28, 8, C.amber) +
      r(566, 584, 120, 28, 8, C.teal3) +
      tara({ tablet: true }),
  ),
  'tara-greet.svg': portrait(e(400, 708, 200, 20, C.ink, ' opacity=".1"') + tara({ chest: 'screen', wave: true })),
  'tara-care.svg': portrait(
    e(400, 708, 200, 20, C.ink, ' opacity=".1"') +
      r(600, 150, 56, 56, 16, C.white) +
      r(620, 160, 16, 36, 6, C.teal2) +
      r(610, 170, 36, 16, 6, C.teal2) +
      tara({ chest: 'cross' }),
  ),
  'daksha.svg': portrait(daksha()),
  'octa-bot.svg': portrait(shelves(60, 250) + g('translate(90 0)', octa())),
  'rhino.svg': portrait(rhino(), { dark: true, backdrop: C.ink2 }),
  'guardian.svg': portrait(guardian(), { dark: true, backdrop: C.ink2 }),
  'tara-gen3.svg': portrait(floor(800, 560, 800, C.teal3, 0.35) + c(400, 380, 230, C.teal2, ' opacity=".25"') + tara({ silhouette: true }), {
    dark: true,
    backdrop: C.ink2,
  }),
};

/** 1280×720 video posters: dark stage, Tara large, space in the middle for the play button. */
function poster(body: string): string {
  return svg(1280, 720, grid(1280, 720, C.ink, C.teal3, 48, 0.1) + floor(1280, 560, 720, C.teal3, 0.3) + body);
}

files['tara-demo-1.svg'] = poster(c(900, 360, 300, C.teal, ' opacity=".35"') + g('translate(520 40) scale(.9)', tara({ wave: true })));
files['tara-demo-2.svg'] = poster(
  c(360, 340, 260, C.teal2, ' opacity=".3"') +
    g('translate(-20 40) scale(.9)', tara({ chest: 'screen' })) +
    r(760, 180, 300, 90, 40, C.teal3) +
    r(820, 300, 240, 80, 36, C.white, ' opacity=".85"'),
);
files['tara-learn-demo.svg'] = poster(
  r(120, 120, 520, 300, 24, C.ink3) +
    r(160, 170, 200, 14, 7, C.teal4) +
    r(160, 204, 300, 10, 5, C.teal5, ' opacity=".6"') +
    p('M170 380 250 260 330 340 410 240 490 320', 'none', ` stroke="${C.amber}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"`) +
    g('translate(560 40) scale(.9)', tara({ tablet: true })),
);
files['tara-gen3-scene.svg'] = poster(
  `<ellipse cx="640" cy="380" rx="360" ry="90" fill="none" stroke="${C.teal3}" stroke-width="2" opacity=".6"/>` +
    `<ellipse cx="640" cy="380" rx="260" ry="300" fill="none" stroke="${C.teal3}" stroke-width="2" opacity=".35"/>` +
    c(640, 360, 220, C.teal2, ' opacity=".25"') +
    g('translate(380 30) scale(.85)', tara({ silhouette: true })),
);

/** 1200×900 gallery scenes. */
function scene(ground: string, body: string): string {
  return svg(1200, 900, r(0, 0, 1200, 900, 0, ground) + body);
}

files['gallery-classroom.svg'] = scene(
  C.mint,
  r(0, 660, 1200, 240, 0, C.mist) +
    r(90, 110, 560, 320, 24, C.ink2) +
    c(200, 230, 50, C.teal3) +
    p('M300 320 370 190 440 320Z', C.teal4) +
    r(480, 210, 40, 110, 8, C.amber) +
    r(540, 250, 40, 70, 8, C.teal2) +
    r(150, 360, 420, 12, 6, C.teal5, ' opacity=".5"') +
    [140, 420].map((x) => r(x, 700, 220, 26, 10, C.white) + r(x + 20, 726, 14, 100, 6, C.ink3) + r(x + 186, 726, 14, 100, 6, C.ink3)).join('') +
    person(250, 700, 0.75, C.teal) +
    person(530, 700, 0.75, C.teal3) +
    g('translate(640 150) scale(.85)', tara({ wave: true })),
);
files['gallery-reception.svg'] = scene(
  C.mist,
  grid(1200, 640, C.mist, C.teal2, 60, 0.08) +
    r(0, 640, 1200, 260, 0, C.mint) +
    r(170, 470, 480, 240, 28, C.white) +
    r(170, 560, 480, 20, 0, C.teal3) +
    r(210, 420, 200, 60, 12, C.ink3) +
    r(230, 434, 160, 34, 6, C.teal4, ' opacity=".7"') +
    r(40, 560, 110, 140, 26, C.ink3) +
    e(95, 480, 70, 110, C.teal2) +
    e(60, 520, 40, 70, C.teal3) +
    e(130, 510, 40, 80, C.teal3) +
    person(1110, 800, 0.9, C.amber) +
    g('translate(520 170) scale(.85)', tara({ chest: 'screen', wave: true })),
);
files['gallery-hospital.svg'] = scene(
  C.white,
  floor(1200, 620, 900, C.teal2, 0.25) +
    r(0, 0, 1200, 620, 0, C.mint) +
    r(90, 150, 180, 470, 12, C.teal5) +
    r(110, 380, 18, 40, 9, C.ink3) +
    r(840, 180, 260, 70, 18, C.teal2) +
    r(955, 195, 30, 40, 6, C.white) +
    r(935, 205, 70, 20, 6, C.white) +
    r(700, 560, 420, 60, 24, C.white) +
    r(720, 520, 340, 48, 24, C.teal5) +
    r(700, 470, 120, 80, 26, C.mist) +
    r(720, 620, 16, 140, 8, C.ink3) +
    r(1084, 620, 16, 140, 8, C.ink3) +
    person(600, 820, 0.95, C.teal3) +
    g('translate(80 170) scale(.85)', tara({ chest: 'cross' })),
);
files['gallery-lab.svg'] = scene(
  C.mint,
  grid(1200, 640, C.mint, C.teal2, 60, 0.1) +
    r(0, 640, 1200, 260, 0, C.mist) +
    r(560, 560, 580, 40, 14, C.white) +
    r(590, 600, 20, 200, 8, C.ink3) +
    r(1090, 600, 20, 200, 8, C.ink3) +
    r(640, 520, 120, 40, 12, C.ink3) +
    g('rotate(-30 700 520)', r(680, 380, 40, 150, 20, C.teal2)) +
    c(700, 520, 22, C.ink2) +
    g('rotate(40 770 400)', r(752, 330, 36, 120, 18, C.teal3)) +
    c(770, 400, 18, C.ink2) +
    r(860, 420, 220, 140, 14, C.ink2) +
    r(878, 438, 184, 100, 8, C.teal) +
    p('M890 520 940 470 990 500 1040 450', 'none', ` stroke="${C.teal5}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"`) +
    g('translate(20 160) scale(.85)', tara({ tablet: true })),
);

for (const [name, text] of Object.entries(files)) {
  writeFileSync(join(out, name), text);
  const kb = Buffer.byteLength(text) / 1024;
  console.log(`${name.padEnd(24)} ${kb.toFixed(1)} KB${kb > 15 ? '  (over 15 KB!)' : ''}`);
}
