/**
 * The one drawing of each robot (docs/decisions/3360). Every picture of a robot on the site — its
 * portrait, the home page's slides and tiles, the industry cards, the solutions, company, location
 * and news pictures, the posters, and so the link-preview cards and the product PDFs made from
 * them — places the drawing below with `placeRobot`; nothing else in scripts/art/ draws a robot.
 *
 * A placed robot is a nested `<svg data-robot="<product id>">` whose viewBox is the robot's safe
 * area: the box its drawing fills, and the part of a picture a frame must never cut. Its content is
 * the same bytes in every picture (scripts/art/art.test.ts holds it), and pages measure its box
 * through the image's object-fit (tests/e2e/robot-frames.spec.ts).
 *
 * What each robot shows comes from the specification and nothing more: Tara Gen 1 a humanoid with a visor
 * (face recognition) and a chest sensor; Greet its touchscreen, and a wave for the visitor it
 * greets; Care a cross; Learn a book; Tara Gen 3 a silhouette (coming soon); Daksha a wheeled
 * base, a lift with a crate, an arm and a 360° camera head; Octa Bot a mast of scanning rings on a
 * round base with an indicator light; Rhino a tracked vehicle with armour, a payload deck, a sensor
 * mast and an antenna, no face; Guardian a covered shape (not yet shown).
 */
import { optimize } from 'svgo';
import { svgoConfig } from '../optimize-svg';
import { C, c, e, g, n, p, r } from './kit';

/** A robot: a product id of content/products/. */
export type RobotId = 'tara' | 'tara-learn' | 'tara-greet' | 'tara-care' | 'tara-gen3' | 'daksha' | 'octa-bot' | 'rhino' | 'guardian';

type Box = { x: number; y: number; w: number; h: number };

type TaraOptions = {
  /** Chest: sensor panel (Gen 1), book (Learn), touchscreen (Greet), cross (Care). */
  chest?: 'panel' | 'book' | 'screen' | 'cross';
  /** Right arm raised in a wave (Greet). */
  wave?: boolean;
  /** Dark silhouette with a teal rim (Gen 3, coming soon). */
  silhouette?: boolean;
};

/** Tara, in an 800×800 frame. */
function tara({ chest = 'panel', wave = false, silhouette = false }: TaraOptions = {}): string {
  const shell = silhouette ? C.ink2 : C.white;
  const shell2 = silhouette ? C.ink2 : C.mist;
  const joint = silhouette ? C.ink : C.ink3;
  const hand = silhouette ? C.ink : C.ink2;
  const rim = silhouette ? ` stroke="${C.teal3}" stroke-width="2.5"` : '';
  const upperArm = c(292, 298, 28, joint) + r(262, 300, 44, 126, 22, shell, rim);
  const forearm = r(262, 430, 44, 104, 22, joint) + r(256, 528, 56, 46, 22, hand);
  const arm = (side: 1 | -1) => g(side === 1 ? 'translate(0 0)' : 'translate(800 0) scale(-1 1)', upperArm + c(284, 428, 17, joint) + forearm);
  // The wave: the upper arm swung out and up about the shoulder, the forearm bent further at the elbow.
  const rightArm = wave
    ? g('translate(800 0) scale(-1 1)', g('rotate(100 292 298)', upperArm + g('rotate(75 284 428)', forearm) + c(284, 428, 17, joint)))
    : arm(-1);
  const chests = {
    panel: r(340, 300, 120, 80, 24, shell2) + c(400, 340, 19, C.teal3) + c(400, 340, 8, C.teal5),
    book: r(340, 300, 120, 80, 24, shell2) + p('M366 318q17-7 32 2v44q-15-9-32-2z', C.teal2) + p('M434 318q-17-7-32 2v44q15-9 32-2z', C.teal3),
    screen:
      r(336, 296, 128, 92, 14, C.ink) +
      r(348, 308, 104, 10, 5, C.teal3) +
      r(348, 328, 70, 8, 4, C.teal4, ' opacity=".7"') +
      r(348, 346, 86, 8, 4, C.teal4, ' opacity=".5"') +
      c(436, 366, 10, C.teal3),
    cross: r(340, 300, 120, 84, 26, shell2) + r(388, 318, 24, 48, 8, C.teal2) + r(376, 330, 48, 24, 8, C.teal2),
  };
  return (
    // Legs and feet.
    r(332, 540, 56, 132, 26, joint) +
    r(412, 540, 56, 132, 26, joint) +
    c(360, 598, 16, shell2) +
    c(440, 598, 16, shell2) +
    r(318, 664, 80, 36, 17, hand) +
    r(402, 664, 80, 36, 17, hand) +
    // Hips and waist.
    r(318, 498, 164, 62, 28, shell, rim) +
    r(340, 468, 120, 40, 16, joint) +
    // Arms behind the torso's edge.
    arm(1) +
    rightArm +
    // Torso.
    r(300, 266, 200, 214, 62, shell, rim) +
    chests[chest] +
    // Neck and head: a visor with two eyes.
    r(382, 246, 36, 28, 8, joint) +
    r(304, 160, 20, 52, 10, C.teal3) +
    r(476, 160, 20, 52, 10, C.teal3) +
    r(320, 100, 160, 150, 70, shell, rim) +
    r(338, 142, 124, 66, 33, C.ink) +
    c(378, 175, 22, C.teal3, ' opacity=".35"') +
    c(422, 175, 22, C.teal3, ' opacity=".35"') +
    c(378, 175, 12, C.teal4) +
    c(422, 175, 12, C.teal4) +
    `<path d="M388 194q12 8 24 0" stroke="${C.teal4}" stroke-width="4" stroke-linecap="round" fill="none"/>`
  );
}

/** Daksha: wheeled base, lift mast with a crate, an arm and a 360° camera head. 800×800 frame. */
function daksha(): string {
  return (
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
    // Lift carriage with a crate.
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

/** Octa Bot: a slim mast with three scanning rings and an indicator light on a round base. 800×800 frame. */
function octaBot(): string {
  const ring = (y: number) =>
    e(400, y + 6, 84, 22, C.teal) + e(400, y, 84, 20, C.teal3) + e(400, y - 2, 54, 11, C.teal2) + r(382, y - 10, 36, 14, 0, C.white);
  return (
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

/**
 * Rhino: a tracked ground vehicle drawn as technical equipment (docs/decisions/2700): dark armour
 * plates with teal edge light, road wheels in a track, a flat payload deck with tie-down points and
 * a strapped load, a sensor mast with one lens and a lidar, and an antenna. No face. 800×800 frame.
 */
function rhino(): string {
  const edge = (d: string, width = 2, opacity = 0.9) =>
    `<path d="${d}" stroke="${C.teal3}" stroke-width="${width}" fill="none" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}"/>`;
  const stroke = (d: string, colour: string, width = 2, opacity = 1) =>
    `<path d="${d}" stroke="${colour}" stroke-width="${width}" fill="none" stroke-linecap="round" opacity="${opacity}"/>`;
  const roadWheels = [230, 314, 398, 482, 566]
    .map((x) => c(x, 614, 30, C.ink3) + c(x, 614, 12, C.ink2) + c(x, 614, 4, C.teal4, ' opacity=".8"'))
    .join('');
  const tieDowns = [236, 330, 470, 564].map((x) => r(x - 7, 436, 14, 8, 2, C.teal4, ' opacity=".8"')).join('');
  return (
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
    stroke('M230 462V566M400 462V566M570 462V566M196 512H604', C.ink, 3, 0.7) +
    edge('M150 566 196 462 228 404H572L604 462 650 566') +
    r(618, 520, 18, 12, 3, C.amber, ' opacity=".9"') +
    // Payload deck with tie-down points and a strapped load drawn in outline.
    r(214, 390, 372, 22, 4, C.ink2) +
    edge('M214 390H586', 2, 0.7) +
    tieDowns +
    `<rect x="250" y="318" width="180" height="72" rx="6" fill="${C.ink3}" stroke="${C.teal3}" stroke-width="2" stroke-opacity=".6"/>` +
    stroke('M300 318V390M380 318V390', C.teal3, 2, 0.35) +
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
    stroke('M452 404V206', C.ink3, 5) +
    c(452, 202, 5, C.teal3)
  );
}

/** Guardian: not yet shown, so a low shape under a fitted cover, its outline caught by teal edge light. 800×800 frame. */
function guardian(): string {
  return (
    p('M150 690Q158 560 214 500Q260 452 330 440Q400 396 470 440Q540 452 586 500Q642 560 650 690Z', C.ink2) +
    `<path d="M214 500Q300 520 400 470Q500 520 586 500M330 440Q360 560 320 690M470 440Q440 560 480 690M400 470V690" stroke="${C.ink}" stroke-width="4" fill="none" opacity=".7" stroke-linecap="round"/>` +
    `<path d="M150 690Q158 560 214 500Q260 452 330 440Q400 396 470 440Q540 452 586 500Q642 560 650 690" stroke="${C.teal3}" stroke-width="2.5" fill="none" opacity=".8" stroke-linecap="round"/>`
  );
}

/** Each robot's drawing and its safe area (the box the drawing fills, in the drawing's units). */
const drawings: Record<RobotId, { body: () => string; box: Box }> = {
  tara: { body: () => tara(), box: { x: 252, y: 96, w: 296, h: 608 } },
  'tara-learn': { body: () => tara({ chest: 'book' }), box: { x: 252, y: 96, w: 296, h: 608 } },
  'tara-greet': { body: () => tara({ chest: 'screen', wave: true }), box: { x: 252, y: 96, w: 426, h: 608 } },
  'tara-care': { body: () => tara({ chest: 'cross' }), box: { x: 252, y: 96, w: 296, h: 608 } },
  'tara-gen3': { body: () => tara({ silhouette: true }), box: { x: 252, y: 96, w: 296, h: 608 } },
  daksha: { body: daksha, box: { x: 174, y: 176, w: 430, h: 544 } },
  'octa-bot': { body: octaBot, box: { x: 246, y: 130, w: 308, h: 584 } },
  rhino: { body: rhino, box: { x: 116, y: 182, w: 568, h: 500 } },
  guardian: { body: guardian, box: { x: 144, y: 412, w: 512, h: 284 } },
};

export const robotIds = Object.keys(drawings) as readonly RobotId[];

/** A robot's safe area in its own units. */
export const robotBox = (id: RobotId): Box => ({ ...drawings[id].box });

const canonical = new Map<RobotId, string>();

/**
 * The robot's drawing as every picture carries it: its markup after the same optimisation as the
 * pictures (svgo, scripts/optimize-svg.ts), so the bytes inside `<svg data-robot>` are the same in
 * every file.
 */
export function robotMarkup(id: RobotId): string {
  let markup = canonical.get(id);
  if (markup === undefined) {
    const { x, y, w, h } = drawings[id].box;
    const alone = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><svg data-robot="${id}" viewBox="${x} ${y} ${w} ${h}">${drawings[id].body()}</svg></svg>`;
    const { data } = optimize(alone, svgoConfig);
    const inner = /<svg data-robot="[^"]+" viewBox="[^"]+">([\s\S]*)<\/svg><\/svg>$/.exec(data.trim());
    if (!inner) throw new Error(`robots.ts: the optimised drawing of ${id} has no robot element: ${data.slice(0, 200)}`);
    markup = inner[1]!;
    canonical.set(id, markup);
  }
  return markup;
}

export type Placement = {
  /** Horizontal centre of the robot's safe area, in the picture's units. */
  x: number;
  /** Where the robot stands: the bottom of its safe area. */
  bottom: number;
  /** Picture units per drawing unit (the drawings are about 600 units tall). */
  scale: number;
};

/** The robot's safe area once placed, in the picture's units. */
export function placedBox(id: RobotId, { x, bottom, scale }: Placement): Box {
  const { w, h } = drawings[id].box;
  return { x: x - (w * scale) / 2, y: bottom - h * scale, w: w * scale, h: h * scale };
}

/**
 * The robot, placed in a picture: a nested `<svg>` at the top level of the picture, its viewBox
 * the safe area, its size the safe area's scaled (so nothing is letterboxed inside it).
 */
export function placeRobot(id: RobotId, placement: Placement): string {
  const box = drawings[id].box;
  const at = placedBox(id, placement);
  return `<svg data-robot="${id}" x="${n(at.x)}" y="${n(at.y)}" width="${n(at.w)}" height="${n(at.h)}" viewBox="${box.x} ${box.y} ${box.w} ${box.h}">${robotMarkup(id)}</svg>`;
}

/** The placement that fits a robot's safe area into a box of the picture: as large as fits, centred, standing on the box's bottom. */
export function fitRobot(id: RobotId, into: Box): Placement {
  const { w, h } = drawings[id].box;
  const scale = Math.min(into.w / w, into.h / h);
  return { x: into.x + into.w / 2, bottom: into.y + into.h, scale };
}
