/**
 * content/images/industries/: the home page's four tiles (800×600, their 4∶3 frame; a tile's
 * picture grows 5% on hover, so robots keep clear of the edges) and six industry cards (800×500,
 * their 8∶5 frame). The cards of healthcare and education also head the solutions pages.
 */
import {
  C,
  bed,
  board,
  bubble,
  c,
  conveyor,
  dripStand,
  e,
  grid,
  line,
  monitor,
  parcel,
  patient,
  person,
  plant,
  r,
  racks,
  seated,
  svg,
  windowPane,
} from '../kit';
import { fitRobot } from '../robots';
import { stand, type Picture } from './common';

/** A tile: a dark or teal ground with a faint grid and a glow behind the robot. */
function tile(ground: string, glowX: number, body: string): string {
  return svg(
    800,
    600,
    grid(800, 600, ground, C.white, 50, 0.05) +
      `<defs><radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${C.teal3}" stop-opacity=".45"/><stop offset="1" stop-color="${C.teal3}" stop-opacity="0"/></radialGradient></defs>` +
      `<ellipse cx="${glowX}" cy="300" rx="300" ry="300" fill="url(#glow)"/>` +
      r(0, 520, 800, 80, 0, C.deep, ' opacity=".35"') +
      body,
  );
}

/** A light card: a mint room with a faint grid, a floor band and a soft round backdrop. */
function card(backdropX: number, body: string, ground: string = C.mint): string {
  return svg(
    800,
    500,
    grid(800, 500, ground, C.ink, 100, 0.05) +
      r(0, 410, 800, 90, 0, C.teal5, ' opacity=".5"') +
      c(backdropX, 250, 160, C.teal5, ' opacity=".55"') +
      body,
  );
}

export const industryPictures: Picture[] = [
  {
    file: 'industries/tile-manufacturing.svg',
    svg: tile(
      C.ink2,
      520,
      conveyor(40, 380, 470, 540, C.ink3, C.ink) +
        [80, 220, 360].map((x, i) => parcel(x, 380, 100, 80 - (i % 2) * 14, i === 1 ? C.teal4 : C.amber)).join('') +
        line('M560 250 430 330M560 250 470 360', C.teal4, 3, 0.55) +
        stand('daksha', fitRobot('daksha', { x: 500, y: 130, w: 260, h: 420 }), 0.5),
    ),
  },
  {
    file: 'industries/tile-healthcare.svg',
    svg: tile(
      C.teal,
      250,
      monitor(520, 60, 200, 120) +
        r(616, 180, 8, 60, 4, C.ink2) +
        bed(420, 400, 330, 520) +
        patient(430, 400, 300) +
        stand('tara-care', fitRobot('tara-care', { x: 110, y: 80, w: 280, h: 470 }), 0.3),
    ),
  },
  {
    file: 'industries/tile-education.svg',
    svg: tile(
      C.ink2,
      250,
      board(400, 60, 340, 230, 'network') +
        r(480, 400, 180, 26, 8, C.teal2) +
        r(500, 374, 140, 26, 8, C.amber) +
        r(470, 426, 200, 26, 8, C.teal4) +
        stand('tara-learn', fitRobot('tara-learn', { x: 110, y: 80, w: 280, h: 470 }), 0.4),
    ),
  },
  {
    file: 'industries/tile-warehouse.svg',
    svg: tile(
      C.ink2,
      500,
      racks(50, 90, 250, 420, 4, 2, C.ink3, [C.teal5, C.teal3, C.teal4, C.amber]) +
        stand('octa-bot', fitRobot('octa-bot', { x: 320, y: 150, w: 140, h: 390 }), 0.5) +
        stand('daksha', fitRobot('daksha', { x: 490, y: 190, w: 270, h: 350 }), 0.5),
    ),
  },
  {
    file: 'industries/card-healthcare.svg',
    svg: card(
      210,
      // The window hangs between Tara Care and the monitor, clear of the robot's head, with the
      // room's sky in it: a white pane on the mint wall read as a blank sheet behind Tara.
      windowPane(350, 40, 170, 140) +
        monitor(560, 50, 170, 110) +
        dripStand(740, 430, 250) +
        bed(360, 310, 340, 420) +
        patient(370, 310, 310) +
        stand('tara-care', fitRobot('tara-care', { x: 110, y: 50, w: 200, h: 390 })),
    ),
  },
  {
    file: 'industries/card-education.svg',
    svg: card(
      200,
      board(400, 40, 340, 200, 'network') +
        [440, 520, 620, 700].map((x, i) => seated(x, 420, 0.55, [C.teal, C.amber, C.teal3, C.ink3][i]!)).join('') +
        r(410, 410, 340, 14, 7, C.ink2) +
        stand('tara-learn', fitRobot('tara-learn', { x: 100, y: 50, w: 200, h: 390 })),
    ),
  },
  {
    file: 'industries/card-customer-service.svg',
    svg: card(
      380,
      // The reception desk at the left, Tara Greet beside it, a visitor at the right.
      r(40, 300, 220, 140, 16, C.ink2) +
        r(64, 330, 170, 8, 4, C.teal3) +
        r(70, 262, 110, 40, 10, C.ink3) +
        r(84, 272, 82, 20, 5, C.teal4, ' opacity=".7"') +
        bubble(120, 80, 110, 48, C.white, C.teal3) +
        bubble(560, 70, 120, 52, C.teal, C.white) +
        stand('tara-greet', fitRobot('tara-greet', { x: 280, y: 40, w: 240, h: 400 })) +
        person(650, 440, 1.0, C.ink3, C.ink2) +
        r(684, 210, 40, 28, 6, C.amber),
    ),
  },
  {
    file: 'industries/card-manufacturing.svg',
    svg: card(
      590,
      conveyor(40, 300, 420, 410, C.ink2, C.ink3) +
        [70, 190, 310].map((x, i) => parcel(x, 300, 90, 70, i === 1 ? C.teal4 : C.amber)).join('') +
        line('M520 140 390 250M520 140 420 280', C.teal3, 3, 0.6) +
        stand('daksha', fitRobot('daksha', { x: 470, y: 60, w: 280, h: 380 })),
    ),
  },
  {
    file: 'industries/card-logistics.svg',
    svg: card(
      300,
      racks(460, 60, 300, 350, 3, 2, C.ink2, [C.teal4, C.teal, C.teal3, C.teal5]) +
        parcel(40, 440, 90, 80, C.teal3) +
        parcel(60, 360, 70, 60, C.teal4) +
        parcel(130, 440, 80, 70, C.teal) +
        stand('daksha', fitRobot('daksha', { x: 180, y: 60, w: 280, h: 380 })),
    ),
  },
  {
    file: 'industries/card-hospitality.svg',
    svg: card(
      380,
      // A luggage trolley, the lobby's window, the reception bell and a plant.
      `<path d="M70 420V250Q70 200 120 200H170Q220 200 220 250V420" stroke="${C.ink2}" stroke-width="8" fill="none"/>` +
        r(60, 410, 170, 12, 6, C.ink2) +
        c(85, 432, 8, C.ink2) +
        c(205, 432, 8, C.ink2) +
        r(90, 300, 60, 110, 10, C.teal) +
        r(150, 330, 50, 80, 10, C.amber) +
        r(100, 260, 80, 40, 10, C.teal4) +
        windowPane(560, 60, 170, 300, C.teal6) +
        r(560, 380, 120, 14, 7, C.ink2) +
        e(620, 376, 22, 18, C.amber) +
        bubble(250, 70, 110, 46, C.white, C.teal3) +
        plant(740, 440, 0.85) +
        stand('tara-greet', fitRobot('tara-greet', { x: 300, y: 50, w: 230, h: 390 })),
    ),
  },
];
