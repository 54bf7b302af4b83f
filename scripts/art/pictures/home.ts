/**
 * content/images/home/: the home carousel's four slides, 1600×1000 (16∶10, its frame from 1024 px).
 * Below 1024 px the frame is 3∶2 and shows x 50–1550, so every robot stands inside that; on slides
 * with a heading the heading covers the lower left from 768 px, so robots stand to its right or above it.
 */
import { C, c, conveyor, g, line, n, p, parcel, r, racks, svg } from '../kit';
import { type RobotId } from '../robots';
import { stand, type Picture } from './common';

const W = 1600;
const H = 1000;

/** The dark hall every slide shares: a vertical wash, a glow behind the robots, a floor with lines. */
function hall(glowX: number, floorY: number, body: string): string {
  return svg(
    W,
    H,
    `<defs><linearGradient id="wash" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${C.ink}"/><stop offset="1" stop-color="${C.ink2}"/></linearGradient>` +
      `<radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${C.teal3}" stop-opacity=".4"/><stop offset="1" stop-color="${C.teal3}" stop-opacity="0"/></radialGradient></defs>` +
      r(0, 0, W, H, 0, 'url(#wash)') +
      e2(glowX, floorY - 260, 620, 420, 'url(#glow)') +
      r(0, floorY, W, H - floorY, 0, C.deep, ' opacity=".55"') +
      line(
        Array.from({ length: 9 }, (_, i) => `M${W / 2 + (i - 4) * 140} ${floorY}L${W / 2 + (i - 4) * 420} ${H}`).join('') +
          `M0 ${floorY}H${W}M0 ${floorY + 50}H${W}`,
        C.teal3,
        2,
        0.18,
      ) +
      body,
  );
}

const e2 = (cx: number, cy: number, rx: number, ry: number, fill: string) => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"/>`;

/** Tall wall panels with light strips along the top. */
function panels(xs: readonly number[], top: number, bottom: number, lit: number): string {
  return xs
    .map(
      (x, i) =>
        r(x, top, 250, bottom - top, 18, i === lit ? C.teal : C.ink2, i === lit ? ' opacity=".3"' : '') +
        r(x + 30, top - 34, 190, 8, 4, i === lit ? C.amber : C.teal4, ' opacity=".55"'),
    )
    .join('');
}

/** A robot standing at (x, floor) on a round lit plinth. */
function onPlinth(id: RobotId, x: number, floor: number, scale: number): string {
  return (
    `<ellipse cx="${x}" cy="${floor}" rx="${n(140 * scale + 40)}" ry="22" fill="${C.teal3}" opacity=".18"/>` +
    stand(id, { x, bottom: floor, scale }, 0.5)
  );
}

const lineup = hall(
  800,
  860,
  panels([70, 390, 710, 1030, 1350], 120, 760, 2) +
    r(60, 850, 1480, 12, 6, C.teal3, ' opacity=".55"') +
    onPlinth('tara', 218, 856, 0.8) +
    onPlinth('daksha', 549, 856, 0.8) +
    onPlinth('octa-bot', 884, 856, 0.8) +
    onPlinth('rhino', 1274, 856, 0.8),
);

const warehouse = hall(
  1180,
  820,
  racks(90, 170, 600, 560, 4, 3, C.ink3, [C.teal, C.teal3, C.ink4, C.teal2]) +
    racks(930, 170, 590, 560, 4, 3, C.ink3, [C.teal2, C.ink4, C.amber, C.teal]) +
    // Lane markings down the aisle.
    line('M750 830 690 1000M870 830 930 1000', C.amber, 4, 0.5) +
    stand('daksha', { x: 810, bottom: 700, scale: 0.4 }, 0.5) +
    stand('daksha', { x: 1240, bottom: 940, scale: 0.9 }, 0.5),
);

const packaging = hall(
  1100,
  820,
  panels([70, 390, 710], 120, 600, 1) +
    conveyor(60, 650, 980, 820, C.ink3, C.ink2) +
    [110, 320, 530, 740].map((x, i) => parcel(x, 650, 130 - (i % 2) * 20, 100 - (i % 2) * 16, i === 2 ? C.teal4 : C.amber)).join('') +
    // The inspection: Daksha's camera looks along the line.
    line('M1150 420 900 560M1150 420 960 600', C.teal4, 3, 0.5) +
    stand('daksha', { x: 1225, bottom: 930, scale: 0.9 }, 0.5) +
    // Finished parcels stacked for dispatch.
    parcel(1445, 940, 110, 90, C.amber) +
    parcel(1455, 850, 90, 76, C.teal4),
);

/** The hub the fleet reports to: the brand's hexagon, lit. */
const hub = (x: number, y: number) =>
  g(
    `translate(${x} ${y})`,
    c(0, 0, 70, C.teal3, ' opacity=".18"') +
      p('M0-46 40-23v46L0 46-40 23v-46Z', C.teal3) +
      p('M0-28 24-14v28L0 28-24 14v-28Z', C.ink) +
      c(0, 0, 9, C.teal4),
  );

const fleet = hall(
  1080,
  830,
  panels([70, 390], 120, 600, -1) +
    hub(1080, 170) +
    line('M1080 216 760 470M1080 216 1080 420M1080 216 1390 470', C.teal4, 3, 0.6) +
    [760, 1080, 1390].map((x) => c(x, x === 1080 ? 420 : 470, 8, C.teal4)).join('') +
    [620, 940, 1250].map((x) => r(x, 720, 280, 26, 10, C.ink3) + r(x + 20, 746, 14, 84, 6, C.ink3) + r(x + 246, 746, 14, 84, 6, C.ink3)).join('') +
    stand('daksha', { x: 760, bottom: 820, scale: 0.62 }, 0.5) +
    stand('daksha', { x: 1080, bottom: 820, scale: 0.62 }, 0.5) +
    stand('daksha', { x: 1390, bottom: 820, scale: 0.62 }, 0.5),
);

export const homePictures: Picture[] = [
  { file: 'home/hero-lineup.svg', svg: lineup },
  { file: 'home/hero-warehouse.svg', svg: warehouse },
  { file: 'home/hero-packaging.svg', svg: packaging },
  { file: 'home/hero-fleet.svg', svg: fleet },
];
