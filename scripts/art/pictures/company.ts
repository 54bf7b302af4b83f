/** content/images/company/: the fleet on /robotics and the two pictures of AI in Education. */
import { C, board, c, desk, floor, grid, laptop, r, racks, seated, svg } from '../kit';
import { fitRobot } from '../robots';
import { stand, type Picture } from './common';

/** Tara Gen 1, Daksha, Octa Bot and Rhino side by side on a light stage, at one scale. */
const fleet = svg(
  1200,
  760,
  r(0, 0, 1200, 760, 0, C.mint) +
    floor(1200, 540, 760, C.teal4, 0.6) +
    r(0, 0, 1200, 540, 0, C.mint) +
    c(600, 270, 230, C.teal5, ' opacity=".55"') +
    c(600, 270, 160, C.teal6) +
    stand('rhino', { x: 205, bottom: 640, scale: 0.6 }) +
    stand('tara', { x: 525, bottom: 660, scale: 0.85 }) +
    stand('daksha', { x: 805, bottom: 650, scale: 0.62 }) +
    stand('octa-bot', { x: 1065, bottom: 640, scale: 0.62 }),
);

/** Tara Learn at the front of a classroom beside a screen, students at their desks. */
const classroom = svg(
  1200,
  800,
  grid(1200, 800, C.mint, C.teal2, 60, 0.08) +
    r(0, 600, 1200, 200, 0, C.teal6) +
    board(90, 70, 560, 330, 'network') +
    r(350, 400, 40, 60, 0, C.ink3) +
    r(270, 456, 200, 14, 7, C.ink3) +
    [60, 420].map((x) => desk(x, 660, 320, 780, C.ink2, C.ink3)).join('') +
    [130, 240, 490, 600].map((x, i) => seated(x, 670, 0.8, [C.teal, C.amber, C.teal3, C.teal4][i]!)).join('') +
    stand('tara-learn', fitRobot('tara-learn', { x: 830, y: 90, w: 300, h: 620 })),
);

/** A school robotics lab: kits on shelves, a workbench with a laptop and kits, Tara Learn beside it. */
const lab = svg(
  1200,
  640,
  grid(1200, 640, C.mist, C.teal2, 60, 0.08) +
    r(0, 520, 1200, 120, 0, C.teal6) +
    racks(60, 50, 520, 180, 2, 3, C.ink5, [C.teal3, C.amber, C.teal, C.teal5, C.ink3, C.teal4]) +
    r(640, 60, 260, 170, 16, C.white) +
    `<path d="M670 200 730 150 790 170 860 90" stroke="${C.teal2}" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    c(860, 90, 9, C.amber) +
    desk(40, 420, 760, 600, C.ink2, C.ink3) +
    laptop(330, 420, 150) +
    r(120, 380, 90, 40, 8, C.teal) +
    r(132, 356, 66, 24, 6, C.amber) +
    r(560, 390, 120, 30, 8, C.teal3) +
    r(580, 372, 80, 18, 6, C.teal5) +
    seated(200, 520, 0.85, C.teal3) +
    seated(610, 520, 0.85, C.amber) +
    stand('tara-learn', fitRobot('tara-learn', { x: 880, y: 90, w: 260, h: 500 })),
);

export const companyPictures: Picture[] = [
  { file: 'company/fleet.svg', svg: fleet },
  { file: 'company/education-classroom.svg', svg: classroom },
  { file: 'company/education-lab.svg', svg: lab },
];
