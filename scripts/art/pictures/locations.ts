/** content/images/locations/: the India lab and video poster, the Saudi hospital room, the UAE lobby. */
import { C, bed, c, desk, dripStand, floor, grid, laptop, line, monitor, palm, patient, plant, r, skyline, svg, windowPane } from '../kit';
import { fitRobot } from '../robots';
import { stand, type Picture } from './common';

/** The R&D lab: a window onto palms, a workbench with a laptop and a monitor, Tara Gen 1 in a test frame. */
const indiaLab = svg(
  1200,
  760,
  grid(1200, 760, C.mist, C.teal2, 60, 0.08) +
    r(0, 600, 1200, 160, 0, C.teal6) +
    r(60, 70, 380, 250, 20, C.teal5) +
    palm(160, 320, 0.9, C.teal) +
    palm(340, 320, 0.7, C.teal2) +
    `<rect x="60" y="70" width="380" height="250" rx="20" fill="none" stroke="${C.white}" stroke-width="12"/>` +
    r(246, 70, 8, 250, 0, C.white) +
    r(560, 120, 200, 130, 16, C.ink2) +
    line('M584 220 624 184 664 204 704 160 736 176', C.teal4, 5) +
    c(736, 144, 6, C.amber) +
    r(654, 250, 12, 60, 4, C.ink3) +
    desk(60, 430, 680, 650, C.ink2, C.ink3) +
    laptop(180, 430, 160) +
    r(420, 394, 110, 36, 8, C.amber) +
    r(560, 404, 140, 26, 8, C.teal3) +
    // The test frame: two uprights and a top bar around the robot, with a base plate.
    r(830, 80, 16, 560, 6, C.ink3) +
    r(1124, 80, 16, 560, 6, C.ink3) +
    r(830, 80, 310, 16, 6, C.ink3) +
    r(810, 632, 350, 16, 8, C.ink2) +
    line('M846 200H1124M846 480H1124', C.teal3, 2, 0.4) +
    stand('tara', fitRobot('tara', { x: 870, y: 120, w: 230, h: 510 }), 0.1),
);

/** The India video's poster: a dark lab, Tara Gen 1 and Daksha, a workbench and a palm in the window. */
const indiaPoster = svg(
  1280,
  720,
  grid(1280, 720, C.ink, C.teal3, 48, 0.1) +
    floor(1280, 560, 720, C.teal3, 0.3) +
    c(560, 330, 260, C.teal, ' opacity=".3"') +
    r(70, 420, 300, 18, 8, C.ink3) +
    r(90, 438, 14, 120, 6, C.ink3) +
    r(336, 438, 14, 120, 6, C.ink3) +
    r(110, 380, 90, 40, 8, C.amber) +
    r(220, 360, 100, 60, 8, C.teal2) +
    palm(1120, 560, 0.9, C.ink3) +
    stand('tara', fitRobot('tara', { x: 420, y: 90, w: 260, h: 530 }), 0.45) +
    stand('daksha', fitRobot('daksha', { x: 720, y: 260, w: 300, h: 360 }), 0.45),
);

/** A hospital room: a window, a patient in bed, a drip stand and a monitor, Tara Care at the bedside. */
const saudiCare = svg(
  1200,
  800,
  grid(1200, 800, C.mist, C.teal2, 60, 0.08) +
    r(0, 620, 1200, 180, 0, C.teal6) +
    windowPane(760, 70, 360, 260) +
    r(90, 90, 44, 14, 5, C.teal2) +
    r(105, 75, 14, 44, 5, C.teal2) +
    monitor(480, 110, 200, 130) +
    bed(600, 470, 520, 690) +
    patient(610, 470, 480) +
    dripStand(520, 700, 400) +
    stand('tara-care', fitRobot('tara-care', { x: 150, y: 150, w: 260, h: 550 })),
);

/** A lobby: a city skyline behind the windows, a reception desk, Tara Greet beside it. */
const uaeReception = svg(
  1200,
  800,
  r(0, 0, 1200, 800, 0, C.mint) +
    r(60, 60, 1080, 460, 24, C.teal6) +
    skyline(90, 520, 1020, [C.teal5, C.teal4, C.teal5, C.teal3]) +
    r(595, 60, 10, 460, 0, C.white) +
    r(60, 290, 1080, 10, 0, C.white) +
    `<rect x="60" y="60" width="1080" height="460" rx="24" fill="none" stroke="${C.white}" stroke-width="14"/>` +
    r(0, 620, 1200, 180, 0, C.mist) +
    r(560, 470, 540, 230, 24, C.ink2) +
    r(540, 450, 580, 34, 14, C.teal) +
    r(600, 540, 460, 10, 5, C.teal3) +
    r(900, 396, 120, 54, 10, C.ink3) +
    r(914, 408, 92, 30, 6, C.teal4, ' opacity=".7"') +
    r(640, 420, 60, 30, 6, C.amber) +
    plant(1150, 740, 0.9) +
    stand('tara-greet', fitRobot('tara-greet', { x: 150, y: 130, w: 350, h: 590 })),
);

export const locationPictures: Picture[] = [
  { file: 'locations/india-lab.svg', svg: indiaLab },
  { file: 'locations/india-video-poster.svg', svg: indiaPoster },
  { file: 'locations/saudi-care.svg', svg: saudiCare },
  { file: 'locations/uae-reception.svg', svg: uaeReception },
];
